import { alias, type BuildAliasTable } from 'drizzle-orm/pg-core';
import { gameAttendance, gameParticipants, games } from '../../db/schema/games.ts';

// What other features may read of games and their players, named once: they join `source` and read
// these columns, never the tables by name, so a column changes here and nowhere else. Joins stay in the
// caller's own statement.

/** A game as other features show or count it (calendars, reviews, reminders, places, figures). */
export const gameColumns = {
  /** For FROM and JOIN clauses only: read the game through the columns below. */
  source: games,
  id: games.id,
  title: games.title,
  sport: games.sport,
  /** The wall-clock date and time the host typed, in `timeZone`. */
  date: games.date,
  time: games.time,
  timeZone: games.timeZone,
  /** The moment the game starts (UTC): decides upcoming and completed. */
  startsAt: games.startsAt,
  location: games.location,
  description: games.description,
  isPrivate: games.isPrivate,
  hostId: games.hostId,
  createdAt: games.createdAt,
  /** Bumped by every change players are told of, and when the game last changed: a calendar's SEQUENCE and LAST-MODIFIED. */
  sequence: games.sequence,
  updatedAt: games.updatedAt,
  /** Set when the game was called off for too few players: it is not played (calendars cancel it). */
  calledOffAt: games.calledOffAt,
  /** Set on a league season's fixture: its teams' game, never on Find nor counted at its place. */
  leagueId: games.leagueId,
};

function gamePlayerColumnsOf(
  players: typeof gameParticipants | BuildAliasTable<typeof gameParticipants, string>,
) {
  return {
    /** For FROM and JOIN clauses only: read the rows through the columns below. */
    source: players,
    id: players.id,
    gameId: players.gameId,
    userId: players.userId,
    joinedAt: players.joinedAt,
  };
}

/** A game's players (the host is one), as other features read them. */
export const gamePlayerColumns = gamePlayerColumnsOf(gameParticipants);

/** The same under another name, for a statement that reads the players twice (the viewer and the rest). */
export const gamePlayerColumnsAs = (name: string) => gamePlayerColumnsOf(alias(gameParticipants, name));

/**
 * Players' settled attendance outcomes (issue 27 §2), as other features read them: a player's record is
 * their outcomes settled in the last 12 months (served by game_attendance_record_idx).
 */
export const attendanceOutcomeColumns = {
  /** For FROM and JOIN clauses only: read the rows through the columns below. */
  source: gameAttendance,
  userId: gameAttendance.userId,
  /** attended, no_show or late_cancellation; null until settled. */
  outcome: gameAttendance.outcome,
  settledAt: gameAttendance.settledAt,
};
