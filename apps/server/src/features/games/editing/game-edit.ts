import { gameMessages } from '@rally/shared/games/games.messages';
import type { GameEditValues } from '@rally/shared/games/games.schemas';
import type { Database } from '../../../db/client.ts';
import { badRequest } from '../../../lib/app-error.ts';
import { gameStartInstant, wallClockTime } from '../game-start.ts';
import type { GameRow } from '../games.repository.ts';
import type { GameEditColumns, GameEditRepository } from './game-edit.repository.ts';
import { changedFields, type GameEdit, isNoticeworthy } from './game-edit-changes.ts';

/** Columns an edit never writes, whatever the values carry: who hosts, the count, the series' keys. */
const NOT_EDITABLE = new Set<string>([
  'id',
  'hostId',
  'playersJoined',
  'createdAt',
  'updatedAt',
  'sequence',
  'seriesId',
  'seriesDate',
  'gameOnAt',
  'decidedAt',
  'calledOffAt',
  'calledOffReason',
  'activityRecordedAt',
  'gameFormat',
  'whatToBring',
]);

/** What the go/no-go decision is judged from: a change to any of them judges it afresh. */
const DECISION_FIELDS = new Set<string>(['startsAt', 'minPlayers', 'decisionHours']);

/**
 * The columns the values set: every field of the form that is a column of the game (so a field added to
 * `gameFieldsObject` is edited with no change here), with the time as stored and the start computed.
 */
function columnsOf(game: GameRow, values: Partial<GameEditValues>): GameEditColumns {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value !== undefined && field in game && !NOT_EDITABLE.has(field)) columns[field] = value;
  }
  if (typeof columns.time === 'string') columns.time = wallClockTime(columns.time);
  const date = (columns.date as string | undefined) ?? game.date;
  const time = (columns.time as string | undefined) ?? game.time;
  const timeZone = (columns.timeZone as string | undefined) ?? game.timeZone;
  columns.startsAt = gameStartInstant(date, time, timeZone);
  return columns as GameEditColumns;
}

export type GameEditor = ReturnType<typeof createGameEditor>;

/**
 * The editing core, for one game or for each game of a series ("this and all following"): applies
 * values to ONE game whose row the caller has locked in `tx`, and answers what changed. It checks what
 * only the values and the game can say (a start in the future, a maximum not below the players in),
 * writes the new values, promotes the waitlist into new spots, and on a change players are told of bumps
 * the calendar's SEQUENCE. It neither checks who edits nor tells anyone: the caller does both, once for
 * all the games it edited (`gameEditNotices`).
 */
export function createGameEditor({
  editRepo,
  promoteFirstInLine,
  decision,
}: {
  editRepo: Pick<GameEditRepository, 'lockGame' | 'updateGame' | 'waitlistLength'>;
  /** Gives one freed spot to the first in line the game's rules allow (participation's promote step). */
  promoteFirstInLine: (gameId: string, now: Date, tx: Database) => Promise<void>;
  /** The go/no-go decision, judged afresh when the start, the minimum or the decision hours moved. */
  decision?: { afterRulesChanged(gameId: string, tx: Database): Promise<void> };
}) {
  return {
    /**
     * `values` may be partial (a series' following games take only the fields that changed, each
     * keeping its own date); absent fields keep the game's value.
     */
    async applyEdit(
      game: GameRow,
      values: Partial<GameEditValues>,
      now: Date,
      tx: Database,
    ): Promise<GameEdit> {
      const columns = columnsOf(game, values);
      const startsAt = columns.startsAt as Date;
      if (startsAt.getTime() <= now.getTime()) {
        throw badRequest('validation_failed', gameMessages.pastStart, {
          date: [gameMessages.pastStart],
          time: [gameMessages.pastStart],
        });
      }
      const maxPlayers = columns.maxPlayers ?? game.maxPlayers;
      if (maxPlayers < game.playersJoined) {
        const message = gameMessages.maxBelowPlayers(game.playersJoined);
        throw badRequest('validation_failed', message, { maxPlayers: [message] });
      }
      const planned = { ...game, ...columns } as GameRow;
      const changes = changedFields(game, planned, Object.keys(columns) as (keyof GameRow)[]);
      if (changes.length === 0) return { before: game, after: game, changes };

      const told = isNoticeworthy(changes);
      let after = await editRepo.updateGame(
        game.id,
        { ...columns, updatedAt: now, ...(told ? { sequence: game.sequence + 1 } : {}) },
        tx,
      );
      // New spots go to the line, first come first served, while the game's row is still locked.
      const open = Math.min(
        after.maxPlayers - after.playersJoined,
        await editRepo.waitlistLength(game.id, tx),
      );
      for (let spot = 0; spot < open; spot++) await promoteFirstInLine(game.id, now, tx);
      // A gendered game may pass over some of the line: the row says how many actually came in.
      if (open > 0) after = (await editRepo.lockGame(game.id, tx)) ?? after;
      if (changes.some((change) => DECISION_FIELDS.has(change.field))) {
        await decision?.afterRulesChanged(game.id, tx);
      }
      return { before: game, after, changes };
    },
  };
}
