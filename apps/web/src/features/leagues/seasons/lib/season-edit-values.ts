import type {
  CreateSeason,
  CreateSeasonInput,
  SeasonDetail,
  UpdateSeasonInput,
} from '@rally/shared/seasons/seasons.schemas';

/** A season as its form shows it for an edit. */
export function seasonFormValuesOf(season: SeasonDetail): CreateSeasonInput {
  return {
    name: season.name,
    startDate: season.startDate,
    endDate: season.endDate,
    format: season.format,
    points: { ...season.points },
    tiebreakers: [...season.tiebreakers],
    playoffTeams: season.playoffTeams,
    thirdPlaceGame: season.thirdPlaceGame,
    registration: season.registration,
    rosterSize: season.rosterSize,
    statLabel: season.statLabel ?? '',
    matchWeekdays: [...season.matchWeekdays],
    matchTimes: [...season.matchTimes],
    timeZone: season.timeZone,
    venues: season.venues.map((venue) => ({ ...venue })),
  };
}

/**
 * What an edit sends: everything before the fixtures are out; after, only what may still change (the
 * server refuses a rule changed then, and sending the rules unchanged would ask it to judge them).
 */
export function seasonEditInput(values: CreateSeason, rulesLocked: boolean): UpdateSeasonInput {
  if (!rulesLocked) return values;
  const { name, registration, rosterSize, statLabel } = values;
  return { name, registration, rosterSize, statLabel };
}
