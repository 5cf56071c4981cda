import type { Fixture } from '@rally/shared/seasons/fixtures.schemas';
import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { formatSeasonDay } from '../lib/season-dates.ts';
import { FixtureResult } from './fixture-result.tsx';
import { MoveFixtureDialog } from './move-fixture-dialog.tsx';
import { TeamSwatch } from './table-team-swatch.tsx';

/**
 * One fixture: home v away in their colours, the day, time (the season's clock) and venue, its result
 * with the viewer's result actions, its game's page, and the organiser's Move.
 */
export function FixtureRow({ fixture, season }: { fixture: Fixture; season: SeasonDetail }) {
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-x-2 font-semibold">
          <span className="flex items-center gap-1.5">
            <TeamSwatch colour={fixture.home.colour} />
            {fixture.home.name}
          </span>
          <span className="text-muted-foreground">v</span>
          <span className="flex items-center gap-1.5">
            <TeamSwatch colour={fixture.away.colour} />
            {fixture.away.name}
          </span>
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <span>
            {formatSeasonDay(fixture.date)} · {fixture.time}
          </span>
          <span className="flex items-center gap-1">
            <MapPinIcon className="size-3.5" aria-hidden />
            {fixture.venue.name}
          </span>
        </p>
        <FixtureResult fixture={fixture} season={season} />
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {fixture.gameId ? (
          <Link
            to={paths.game.getHref(fixture.gameId)}
            className="inline-flex h-8 items-center rounded-lg border px-3 text-xs font-semibold hover:bg-muted"
          >
            Game page
            <span className="sr-only">
              : {fixture.home.name} v {fixture.away.name}
            </span>
          </Link>
        ) : null}
        {fixture.can.move ? <MoveFixtureDialog fixture={fixture} season={season} /> : null}
      </div>
    </li>
  );
}
