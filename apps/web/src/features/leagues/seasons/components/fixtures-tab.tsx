import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { CalendarDaysIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useGenerateSeasonFixtures, useSeasonFixtures } from '../api/season-fixtures.ts';
import { useSeedSeasonPlayoffs } from '../api/seed-playoffs.ts';
import { groupFixtures } from '../lib/fixture-groups.ts';
import { CalendarFeeds } from './calendar-feeds.tsx';
import { FixtureRow } from './fixture-row.tsx';

/**
 * The season's fixtures by round, then the playoffs by bracket round. Organisers generate the regular
 * season here (once); a player may show only their team's fixtures; anyone may subscribe to the
 * season's calendar, and a player to their team's.
 */
export function FixturesTab({ season }: { season: SeasonDetail }) {
  const id = useId();
  const fixtures = useSeasonFixtures(season.id);
  const generate = useGenerateSeasonFixtures(season.id);
  const seed = useSeedSeasonPlayoffs(season.id);
  const [mineOnly, setMineOnly] = useState(false);
  const myTeamId = season.viewer.teamId;

  if (fixtures.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading fixtures...
      </p>
    );
  }
  if (fixtures.isError) {
    return (
      <LoadError
        message="The fixtures could not be loaded."
        onRetry={() => void fixtures.refetch()}
        retrying={fixtures.isFetching}
      />
    );
  }

  const shown =
    mineOnly && myTeamId
      ? fixtures.data.fixtures.filter((f) => f.home.id === myTeamId || f.away.id === myTeamId)
      : fixtures.data.fixtures;
  const groups = groupFixtures(shown, season.playoffTeams);

  return (
    <div className="grid gap-4">
      {season.viewer.can.generateFixtures ? (
        <div className="grid gap-2 rounded-xl border bg-card p-4">
          <p className="text-sm">
            Every team meets every other {season.format === 'double_round_robin' ? 'twice' : 'once'}, over the
            season's match days and venues. Fixtures are made once: add every team first.
          </p>
          <div>
            <Button disabled={generate.isPending} onClick={() => generate.mutate()}>
              {generate.isPending ? 'Generating...' : 'Generate fixtures'}
            </Button>
          </div>
          {generate.isError ? <Alert variant="error">{errorMessage(generate.error)}</Alert> : null}
        </div>
      ) : null}
      {season.viewer.can.seedPlayoffs ? (
        <div className="grid gap-2 rounded-xl border bg-card p-4">
          <p className="text-sm">
            The top {season.playoffTeams} go through: the bracket is seeded from the table (1 v{' '}
            {season.playoffTeams}, 2 v {season.playoffTeams - 1}...) and played on the next match days. It
            starts by itself when the regular season's results are in.
          </p>
          <div>
            <Button disabled={seed.isPending} onClick={() => seed.mutate()}>
              {seed.isPending ? 'Starting...' : 'Start the playoffs now'}
            </Button>
          </div>
          {seed.isError ? <Alert variant="error">{errorMessage(seed.error)}</Alert> : null}
        </div>
      ) : null}
      {fixtures.data.fixtures.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CalendarFeeds season={season} feeds={fixtures.data.feeds} />
          {myTeamId ? (
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-mine`}
                checked={mineOnly}
                onCheckedChange={(checked) => setMineOnly(checked === true)}
              />
              <Label htmlFor={`${id}-mine`}>My team's fixtures</Label>
            </div>
          ) : null}
        </div>
      ) : null}
      {groups.length === 0 ? (
        <div className="rounded-xl border bg-card shadow-sm">
          <EmptyState
            icon={CalendarDaysIcon}
            title="No fixtures yet"
            detail={
              season.viewer.can.generateFixtures
                ? 'Generate them once the teams are made.'
                : 'The organisers generate them once the teams are made.'
            }
          />
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.key} aria-labelledby={`${id}-${group.key}`} className="grid gap-2">
            <h2 id={`${id}-${group.key}`} className="text-base font-bold">
              {group.title}
            </h2>
            <ul className="grid gap-2">
              {group.fixtures.map((fixture) => (
                <FixtureRow key={fixture.id} fixture={fixture} season={season} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
