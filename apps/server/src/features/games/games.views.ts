import { genderEligibility } from '@rally/shared/games/game-gender-rule';
import type { GameDetail, GameSummary } from '@rally/shared/games/games.schemas';
import { repeatsBadge } from '@rally/shared/games/series-dates';
import { METRES_PER_MILE } from '@rally/shared/great-circle';
import { wallClockText } from '../../lib/date-text.ts';
import { hostPerson } from '../../lib/host-person.ts';
import { decisionOf } from './decision/game-rules.ts';
import { isCompleted, spotsLeft } from './games.policy.ts';
import type { GameListRow, ParticipantRow } from './games.repository.ts';

// How rows become what the wire carries: one place, so lists and the detail never disagree.

/** Miles, to one decimal: what a card shows. */
const toMiles = (metres: number | null) =>
  metres === null ? null : Math.round((metres / METRES_PER_MILE) * 10) / 10;

/** A game as the lists show it, seen from the viewer at `now`. */
export function toGameSummary(row: GameListRow, now: Date): GameSummary {
  return {
    id: row.id,
    title: row.title,
    sport: row.sport,
    date: row.date,
    time: row.time,
    timeZone: row.timeZone,
    startsAt: row.startsAt.toISOString(),
    completed: isCompleted(row, now),
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceMiles: toMiles(row.distanceMetres),
    playersJoined: row.playersJoined,
    maxPlayers: row.maxPlayers,
    spotsLeft: spotsLeft(row),
    isPrivate: row.isPrivate,
    skillLevel: row.skillLevel,
    gender: row.gender,
    venueCost: row.venueCost,
    costAmount: row.costAmount,
    host: hostPerson(row),
    hostFairPlayLevel: row.hostFairPlayLevel,
    relation: row.relation,
    viewerEligibility: genderEligibility(row.gender, row.viewerGender),
    decision: decisionOf(row),
    series: row.seriesId ? { id: row.seriesId, repeats: repeatsBadge(row.seriesIntervalWeeks ?? 1) } : null,
  };
}

/**
 * A roster entry; a player without a profile name shows as Unknown Player on the client.
 * `mayRemoveGuestsOf` says whether the viewer may take off the guests a given player brought.
 */
export function toRosterEntry(
  row: ParticipantRow,
  hostId: string,
  mayRemoveGuestsOf: (playerId: string) => boolean = () => false,
): Omit<GameDetail['participants'][number], 'record' | 'canInteract'> {
  return {
    id: row.userId,
    name: row.name,
    username: row.username,
    avatarUrl: row.avatarUrl,
    joinedAt: row.joinedAt.toISOString(),
    isHost: row.userId === hostId,
    isCohost: row.isCohost,
    guests: row.guests.map((guest) => ({ ...guest, canRemove: mayRemoveGuestsOf(row.userId) })),
    fairPlayLevel: row.fairPlayLevel,
  };
}

/**
 * The game's local date and time as its players know it ("Wednesday, July 1 at 6:30 PM"), from the
 * host's wall-clock values, so a message reads the same wherever its reader is.
 */
export function describeGameTime(date: string, time: string): string {
  const day = wallClockText(date, time, { weekday: 'long', month: 'long', day: 'numeric' });
  return `${day} at ${wallClockText(date, time, { hour: 'numeric', minute: '2-digit' })}`;
}
