import { DEFAULT_POINTS, DEFAULT_TIEBREAKERS } from '@rally/shared/seasons/seasons.constants';
import type { CreateSeasonInput } from '@rally/shared/seasons/seasons.schemas';

/**
 * A new season's form, filled with the defaults (3/1/0, the tiebreakers in their order, no
 * playoffs, organisers build the teams) and one Thursday-evening-style slot to start from: a time and
 * a venue row ready to type in, the match days left for the organiser to pick.
 */
export function newSeasonFormValues(timeZone: string): CreateSeasonInput {
  return {
    name: '',
    startDate: '',
    endDate: '',
    format: 'single_round_robin',
    points: { ...DEFAULT_POINTS },
    tiebreakers: [...DEFAULT_TIEBREAKERS],
    playoffTeams: 0,
    thirdPlaceGame: false,
    registration: 'closed',
    rosterSize: 15,
    statLabel: '',
    matchWeekdays: [],
    matchTimes: ['19:00'],
    timeZone,
    venues: [{ name: '', latitude: null, longitude: null }],
  };
}

/** ISO weekdays, Monday first, as the season stores them. */
export const WEEKDAYS = [
  { value: 1, label: 'Monday', short: 'Mon' },
  { value: 2, label: 'Tuesday', short: 'Tue' },
  { value: 3, label: 'Wednesday', short: 'Wed' },
  { value: 4, label: 'Thursday', short: 'Thu' },
  { value: 5, label: 'Friday', short: 'Fri' },
  { value: 6, label: 'Saturday', short: 'Sat' },
  { value: 7, label: 'Sunday', short: 'Sun' },
] as const;
