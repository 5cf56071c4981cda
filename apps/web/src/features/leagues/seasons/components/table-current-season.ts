import type { SeasonSummary } from '@rally/shared/seasons/seasons.schemas';

/**
 * The season a league's Standings and Stats tabs lead with: the newest one under way (regular season
 * or playoffs), else the newest finished one (its final table). A season still being set up has no
 * table yet, so it is passed over.
 */
export function currentSeason(seasons: readonly SeasonSummary[]): SeasonSummary | null {
  return (
    seasons.find((season) => season.stage === 'regular' || season.stage === 'playoffs') ??
    seasons.find((season) => season.stage === 'finished') ??
    null
  );
}

/** The newest season with a champion, for the league's header. */
export function latestChampionSeason(seasons: readonly SeasonSummary[]): SeasonSummary | null {
  return seasons.find((season) => season.champion !== null) ?? null;
}
