/**
 * The season's results queries (table, stats, bracket) live under the season's detail key, so one
 * invalidation of `['seasons', 'detail', seasonId]` (a result reported, a `season.changed` event)
 * refreshes everything a season's page shows.
 */
export const seasonResultsKeys = {
  all: ['seasons'] as const,
  season: (seasonId: string) => [...seasonResultsKeys.all, 'detail', seasonId] as const,
  table: (seasonId: string) => [...seasonResultsKeys.season(seasonId), 'table'] as const,
  stats: (seasonId: string) => [...seasonResultsKeys.season(seasonId), 'stats'] as const,
  bracket: (seasonId: string) => [...seasonResultsKeys.season(seasonId), 'bracket'] as const,
};
