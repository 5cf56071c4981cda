import type { FixtureListQuery, FixtureRound } from '@rally/shared/seasons/fixtures.schemas';
import { FIXTURE_STAGES, type FixtureStage } from '@rally/shared/seasons/seasons.constants';

/**
 * The Fixtures tab's view in the page's address, so a reload or a shared link opens the same fixtures:
 * `?stage=regular&round=3` a round, `?team=<id>` a team's, neither the current round. The names are the
 * list endpoint's own, so the address is what the server is asked.
 */
const VIEW_KEYS = ['stage', 'round', 'team'] as const;

/** The view the address asks for; anything malformed is the current round. */
export function fixtureViewOf(params: URLSearchParams): FixtureListQuery {
  const team = params.get('team');
  if (team) return { team };
  const stage = params.get('stage');
  const round = Number(params.get('round'));
  if ((FIXTURE_STAGES as readonly string[]).includes(stage ?? '') && Number.isInteger(round) && round >= 1)
    return { stage: stage as FixtureStage, round };
  return {};
}

/** The address's search params showing `view` instead, the other params (the tab) kept. */
export function withFixtureView(params: URLSearchParams, view: FixtureListQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of VIEW_KEYS) next.delete(key);
  if (view.team) next.set('team', view.team);
  else if (view.stage && view.round) {
    next.set('stage', view.stage);
    next.set('round', String(view.round));
  }
  return next;
}

/** A round's value in the round picker: `regular-3`. */
export const roundKey = (round: Pick<FixtureRound, 'stage' | 'round'>) => `${round.stage}-${round.round}`;
