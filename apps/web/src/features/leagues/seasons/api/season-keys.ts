import type { FixtureListQuery } from '@rally/shared/seasons/fixtures.schemas';
import { leagueKeys } from '../../api/league-keys.ts';
import { seasonResultsKeys } from './results-keys.ts';

/**
 * A season's queries live under `['seasons', 'detail', seasonId]` (its page, fixtures, and the table,
 * stats and bracket of results-keys.ts), so one invalidation after any write or `season.changed` event
 * refreshes everything its page shows. A league's list of seasons and its organisers live under the
 * league's own key, refreshed with the league's page.
 */
export const seasonKeys = {
  detail: (seasonId: string) => seasonResultsKeys.season(seasonId),
  /** One view of the fixture list (a round, a team's, the current round): each its own entry. */
  fixtures: (seasonId: string, view: FixtureListQuery = {}) =>
    [...seasonResultsKeys.season(seasonId), 'fixtures', view] as const,
  list: (leagueId: string) => [...leagueKeys.detail(leagueId), 'seasons'] as const,
  organisers: (leagueId: string) => [...leagueKeys.detail(leagueId), 'organisers'] as const,
};
