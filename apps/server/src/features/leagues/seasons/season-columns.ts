import {
  type CreateSeason,
  SEASON_RULE_FIELDS,
  type UpdateSeason,
} from '@rally/shared/seasons/seasons.schemas';
import type { NewSeasonRow, SeasonRow } from './seasons.repository.ts';

// A season's form fields as its row's columns, and which of the rules an edit would change.

/** The columns of the fields given (the others untouched). */
export function toSeasonColumns(input: UpdateSeason | CreateSeason): Partial<NewSeasonRow> {
  const { points, statLabel, venues, ...rest } = input;
  return {
    ...rest,
    ...(points ? { pointsWin: points.win, pointsDraw: points.draw, pointsLoss: points.loss } : {}),
    ...(statLabel !== undefined ? { statLabel } : {}),
    ...(venues
      ? {
          venues: venues.map((venue) => ({
            name: venue.name,
            latitude: venue.latitude,
            longitude: venue.longitude,
          })),
        }
      : {}),
  };
}

/** JSON with object keys sorted: jsonb stores keys in its own order, so plain JSON would differ. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * Whether the edit changes any of the season's rules (format, points, tiebreakers, playoffs, match
 * days, venues, dates): a form that sends them unchanged is no change.
 */
export function changesRules(season: SeasonRow, input: UpdateSeason): boolean {
  const rules: UpdateSeason = {};
  for (const field of SEASON_RULE_FIELDS) {
    if (input[field] !== undefined) Object.assign(rules, { [field]: input[field] });
  }
  return Object.entries(toSeasonColumns(rules)).some(
    ([column, value]) => canonical(value) !== canonical(season[column as keyof SeasonRow]),
  );
}
