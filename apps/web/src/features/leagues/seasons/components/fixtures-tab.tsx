import type { FixtureListQuery } from '@rally/shared/seasons/fixtures.schemas';
import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { CalendarDaysIcon } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-error.ts';
import { useGenerateSeasonFixtures, useSeasonFixtures } from '../api/season-fixtures.ts';
import { useSeedSeasonPlayoffs } from '../api/seed-playoffs.ts';
import { groupFixtures } from '../lib/fixture-groups.ts';
import { fixtureViewOf, withFixtureView } from '../lib/fixture-view.ts';
import { CalendarFeeds } from './calendar-feeds.tsx';
import { FixtureRow } from './fixture-row.tsx';
import { RoundNavigator } from './round-navigator.tsx';

/**
 * The season's fixtures one round at a time (the current round first), with a round navigator, or a
 * player's own team's fixtures. The view lives in the address, so a reload or a shared link opens it.
 * Organisers generate the regular season here (once); anyone may subscribe to the season's calendar,
 * and a player to their team's.
 */
export function FixturesTab({ season }: { season: SeasonDetail }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const view = fixtureViewOf(params);
  const fixtures = useSeasonFixtures(season.id, view);
  const generate = useGenerateSeasonFixtures(season.id);
  const seed = useSeedSeasonPlayoffs(season.id);
  const myTeamId = season.viewer.teamId;
  const show = (next: FixtureListQuery) =>
    setParams((current) => withFixtureView(current, next), { replace: true });

  if (fixtures.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading fixtures...
      </p>
    );
  }
  if (fixtures.isError) {
    // A refused address (a team not of this season, a malformed round) has its way back: the current round.
    const refused =
      isApiError(fixtures.error) && (fixtures.error.status === 400 || fixtures.error.status === 404);
    return refused ? (
      <div className="grid justify-items-start gap-3">
        <Alert variant="error">{errorMessage(fixtures.error)}</Alert>
        <Button variant="outline" onClick={() => show({})}>
          Show the current round
        </Button>
      </div>
    ) : (
      <LoadError
        message="The fixtures could not be loaded."
        onRetry={() => void fixtures.refetch()}
        retrying={fixtures.isFetching}
      />
    );
  }

  const list = fixtures.data;
  const shownView = list.view;
  const shownRound =
    shownView?.kind === 'round'
      ? list.rounds.find((round) => round.stage === shownView.stage && round.round === shownView.round)
      : undefined;
  const mineOnly = shownView?.kind === 'team';
  const groups = groupFixtures(list.fixtures, season.playoffTeams);

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
      {list.rounds.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CalendarFeeds season={season} feeds={list.feeds} />
          {myTeamId ? (
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-mine`}
                checked={mineOnly}
                onCheckedChange={(checked) => show(checked === true ? { team: myTeamId } : {})}
              />
              <Label htmlFor={`${id}-mine`}>My team's fixtures</Label>
            </div>
          ) : null}
        </div>
      ) : null}
      {list.rounds.length > 0 ? (
        <RoundNavigator
          rounds={list.rounds}
          shown={shownRound}
          onChoose={(round) => show({ stage: round.stage, round: round.round })}
        />
      ) : null}
      <div aria-busy={fixtures.isPlaceholderData} className="grid gap-4">
        {list.rounds.length === 0 ? (
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
        ) : groups.length === 0 ? (
          <div className="rounded-xl border bg-card shadow-sm">
            <EmptyState
              icon={CalendarDaysIcon}
              title={mineOnly ? 'Your team has no fixtures' : 'No fixtures in this round'}
              detail="Choose another round above."
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
    </div>
  );
}
