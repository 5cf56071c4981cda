import { matchSlots } from '@rally/shared/seasons/fixture-schedule';
import type { SeasonVenue } from '../../../../db/schema/seasons.ts';

const DAY_MS = 86_400_000;
/** How far ahead playoff games look for free match days. */
const LOOKAHEAD_DAYS = 366;

export type PlayoffPairing = { homeTeamId: string; awayTeamId: string };
export type BookedFixture = {
  date: string;
  time: string;
  venue: SeasonVenue;
  homeTeamId: string;
  awayTeamId: string;
};
export type PlayoffSlot = { date: string; time: string; venue: SeasonVenue };

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Kick-offs for a round of playoff games: the first free slots of the season's match days from `fromDate`
 * on (a year ahead at most), in time order. A slot is free when no fixture of the season uses its venue
 * then, and a game goes only where neither of its teams already plays at that date and time. Answers one
 * slot per pairing, in order, or null when a year of match days has no room.
 */
export function playoffSlots(
  season: { matchWeekdays: number[]; matchTimes: string[]; venues: SeasonVenue[] },
  fromDate: string,
  pairings: readonly PlayoffPairing[],
  booked: readonly BookedFixture[],
): PlayoffSlot[] | null {
  const slots = matchSlots({
    startDate: fromDate,
    endDate: addDays(fromDate, LOOKAHEAD_DAYS),
    weekdays: season.matchWeekdays,
    times: season.matchTimes,
    venueCount: season.venues.length,
  });
  const venueTaken = new Set(
    booked.map((fixture) => `${fixture.date} ${fixture.time} ${fixture.venue.name}`),
  );
  const teamBusy = new Set(
    booked.flatMap((fixture) => [
      `${fixture.date} ${fixture.time} ${fixture.homeTeamId}`,
      `${fixture.date} ${fixture.time} ${fixture.awayTeamId}`,
    ]),
  );
  const chosen: PlayoffSlot[] = [];
  for (const pairing of pairings) {
    const slot = slots.find((candidate) => {
      const venue = season.venues[candidate.venueIndex];
      if (!venue) return false;
      const at = `${candidate.date} ${candidate.time}`;
      return (
        !venueTaken.has(`${at} ${venue.name}`) &&
        !teamBusy.has(`${at} ${pairing.homeTeamId}`) &&
        !teamBusy.has(`${at} ${pairing.awayTeamId}`)
      );
    });
    const venue = slot ? season.venues[slot.venueIndex] : undefined;
    if (!slot || !venue) return null;
    const at = `${slot.date} ${slot.time}`;
    venueTaken.add(`${at} ${venue.name}`);
    teamBusy.add(`${at} ${pairing.homeTeamId}`);
    teamBusy.add(`${at} ${pairing.awayTeamId}`);
    chosen.push({ date: slot.date, time: slot.time, venue });
  }
  return chosen;
}
