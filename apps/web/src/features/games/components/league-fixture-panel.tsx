import type { GameDetail, GameFixture } from '@rally/shared/games/games.schemas';
import { TrophyIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

const STATUS_TEXT: Record<GameFixture['resultStatus'], string | null> = {
  none: null,
  final: null,
  reported: 'Result awaiting confirmation',
  disputed: 'Disputed',
};

/**
 * A league fixture's game page says which league, season and round it belongs to, who plays whom and
 * the score once reported, and leads to the season's fixtures, where results are reported.
 */
export function LeagueFixturePanel({ fixture }: { fixture: NonNullable<GameDetail['fixture']> }) {
  const hasScore = fixture.homeScore !== null && fixture.awayScore !== null;
  const status = STATUS_TEXT[fixture.resultStatus];
  return (
    <section
      aria-labelledby="league-fixture-title"
      className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h2 id="league-fixture-title" className="flex items-center gap-2 text-lg font-bold">
        <TrophyIcon className="size-5" aria-hidden />
        League fixture
      </h2>
      <p className="text-sm break-words">
        <Link
          to={paths.league.getHref(fixture.leagueId)}
          className="font-semibold underline-offset-4 hover:underline"
        >
          {fixture.leagueName}
        </Link>
        {' · '}
        <Link
          to={paths.season.getHref(fixture.leagueId, fixture.seasonId, 'fixtures')}
          className="font-semibold underline-offset-4 hover:underline"
        >
          {fixture.seasonName}
        </Link>
        {' · '}
        {fixture.roundName}
      </p>
      <p className="text-base font-semibold break-words">
        {fixture.home.name} v {fixture.away.name}
        {hasScore ? (
          <span className="ml-2 tabular-nums">
            <span aria-hidden>
              {fixture.homeScore}–{fixture.awayScore}
            </span>
            <span className="sr-only">
              , score {fixture.home.name} {fixture.homeScore}, {fixture.away.name} {fixture.awayScore}
            </span>
          </span>
        ) : null}
      </p>
      {status ? <p className="text-sm text-muted-foreground">{status}</p> : null}
    </section>
  );
}
