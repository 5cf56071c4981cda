import { attendanceMessages as text } from '@rally/shared/games/attendance.messages';
import type {
  AttendanceMark,
  AttendanceOutcome,
  GameAttendance,
  ViewerCheckIn,
} from '@rally/shared/games/attendance.schemas';
import type { GameActionResult } from '@rally/shared/games/games.schemas';
import type { Database } from '../../../db/client.ts';
import { AppError, forbidden } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { gameNotFound, publishGameChange } from '../game-changes.ts';
import { runsGame } from '../games.policy.ts';
import { noShowNotice } from './attendance.notifications.ts';
import {
  attendanceTaken,
  checkInRefusal,
  checkInWindow,
  correctableUntil,
  markRefusal,
  outcomeOf,
  outcomeReason,
  windowClosedStartBefore,
} from './attendance.policy.ts';
import type { AttendanceGame, AttendanceRepository, AttendanceRow } from './attendance.repository.ts';

type Deps = {
  attendanceRepo: AttendanceRepository;
  notifications: Pick<NotificationsService, 'notify' | 'notifyMany'>;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
  /** Rewrites players' fair-play records when their outcomes settle or are corrected (fair-play feature). */
  fairPlay?: { refresh(userIds: string | readonly string[], tx: Database): Promise<void> } | undefined;
};

/** The settle job claims at most this many games per run; the next run takes the rest. */
const SETTLE_BATCH = 50;

/**
 * Check-in and attendance (issue 27 §2): a player checks in ("I'm here") in the window around the
 * start; the host and co-hosts mark players present or absent until 48 hours after it; when the window
 * closes a job settles each player's outcome once (on any number of processes), and a later mark
 * corrects it at once. A player whose outcome becomes a no-show is told why.
 */
export function createAttendanceService({ attendanceRepo: repo, notifications, bus, clock, fairPlay }: Deps) {
  /** Runs `work` with the game locked, after the host-or-co-host and window checks. */
  function asRunnerOf<T>(
    gameId: string,
    viewerId: string,
    work: (game: AttendanceGame, now: Date, tx: Database) => Promise<T>,
  ) {
    return repo.transaction(async (tx) => {
      const game = await repo.lockGame(gameId, tx);
      if (!game) throw gameNotFound();
      const isCohost = game.hostId !== viewerId && (await repo.isCohost(gameId, viewerId, tx));
      const now = clock.now();
      const refusal = markRefusal(game, runsGame(game, { viewerId, isCohost }), now);
      if (refusal?.code === 'host_only') throw forbidden(refusal.message, refusal.code);
      if (refusal) throw new AppError(refusal.code, refusal.message);
      return work(game, now, tx);
    });
  }

  /** Tells the player their outcome became a no-show, with why. */
  async function tellNoShow(
    game: AttendanceGame,
    userId: string,
    row: AttendanceRow | undefined,
    tx: Database,
  ) {
    const reason = outcomeReason('no_show', row) ?? text.reasonNotCheckedIn;
    await notifications.notify({ userId, ...noShowNotice(game, reason) }, tx);
  }

  /** Settles one claimed game: outcomes for its players and late cancellers, notices for no-shows. */
  async function settle(game: AttendanceGame, now: Date, tx: Database) {
    // A called-off game was not played: nobody attended, missed or cancelled it.
    if (game.calledOffAt) return;
    const players = await repo.playerIds(game.id, tx);
    const rows = new Map((await repo.rowsOf(game.id, tx)).map((row) => [row.userId, row]));
    const playerRows = players.flatMap((id) => rows.get(id) ?? []);
    if (attendanceTaken(playerRows)) {
      const noShows: string[] = [];
      for (const userId of players) {
        const outcome = outcomeOf(rows.get(userId));
        await repo.setOutcome(game.id, userId, outcome, now, tx);
        if (outcome === 'no_show') noShows.push(userId);
      }
      await notifications.notifyMany(
        noShows.map((userId) => ({
          userId,
          ...noShowNotice(game, outcomeReason('no_show', rows.get(userId)) ?? text.reasonNotCheckedIn),
        })),
        tx,
      );
    }
    const lateCancellers = await repo.lateCancellerIds(game.id, players, tx);
    for (const userId of lateCancellers) await repo.setOutcome(game.id, userId, 'late_cancellation', now, tx);
    // Every player whose outcome was just written: their fair-play records, in this transaction.
    await fairPlay?.refresh([...(attendanceTaken(playerRows) ? players : []), ...lateCancellers], tx);
  }

  const service = {
    /** "I'm here": the player checks in during the window; a repeat keeps the first time. */
    async checkIn(userId: string, gameId: string): Promise<GameActionResult> {
      return repo.transaction(async (tx) => {
        const game = await repo.lockGame(gameId, tx);
        if (!game) throw gameNotFound();
        const now = clock.now();
        const refusal = checkInRefusal(game, await repo.isParticipant(gameId, userId, tx), now);
        if (refusal === text.notAPlayer) throw forbidden(refusal, 'not_a_player');
        if (refusal) throw new AppError('check_in_closed', refusal);
        await repo.checkIn(gameId, userId, now, tx);
        // A check-in after the window closed is refused, so it never changes a settled outcome.
        await publishGameChange(bus, gameId, 'roster', tx);
        return { message: text.checkedIn };
      });
    },

    /** The host's list of who checked in, their marks and outcomes, and who left late. */
    async list(viewerId: string, gameId: string): Promise<GameAttendance> {
      const game = await repo.findGame(gameId);
      if (!game) throw gameNotFound();
      const isCohost = game.hostId !== viewerId && (await repo.isCohost(gameId, viewerId));
      if (!runsGame(game, { viewerId, isCohost })) throw forbidden(text.hostOnly, 'host_only');
      const [players, late] = await Promise.all([
        repo.listPlayers(game),
        repo.listLateCancellations(game.id),
      ]);
      const { opensAt, closesAt } = checkInWindow(game.startsAt);
      return {
        opensAt: opensAt.toISOString(),
        closesAt: closesAt.toISOString(),
        editableUntil: correctableUntil(game.startsAt).toISOString(),
        settled: game.attendanceSettledAt !== null,
        players: players.map((player) => ({
          ...player,
          checkedInAt: player.checkedInAt?.toISOString() ?? null,
        })),
        lateCancellations: late.map((player) => ({ ...player, leftAt: player.leftAt.toISOString() })),
      };
    },

    /**
     * The host or a co-host marks a player present or absent. After settling it is a correction: the
     * outcome changes at once, and a player who becomes a no-show is told why.
     */
    async mark(
      viewerId: string,
      gameId: string,
      userId: string,
      mark: AttendanceMark,
    ): Promise<GameActionResult> {
      return asRunnerOf(gameId, viewerId, async (game, now, tx) => {
        if (!(await repo.isParticipant(gameId, userId, tx)))
          throw new AppError('player_not_found', text.markNotAPlayer);
        const before = (await repo.rowsOf(gameId, tx)).find((row) => row.userId === userId);
        await repo.setMark(gameId, userId, mark, viewerId, now, tx);
        if (game.attendanceSettledAt && !game.calledOffAt) {
          const after = { checkedInAt: before?.checkedInAt ?? null, mark };
          const outcome: AttendanceOutcome = outcomeOf(after);
          if (outcome !== before?.outcome) {
            await repo.setOutcome(gameId, userId, outcome, now, tx);
            await fairPlay?.refresh(userId, tx);
            if (outcome === 'no_show') await tellNoShow(game, userId, after as AttendanceRow, tx);
          }
        }
        await publishGameChange(bus, gameId, 'roster', tx);
        return { message: mark === 'present' ? text.markedPresent : text.markedAbsent };
      });
    },

    /** The host or a co-host excuses a late cancellation within the 48 hours: it leaves the record. */
    async excuse(viewerId: string, gameId: string, userId: string): Promise<GameActionResult> {
      return asRunnerOf(gameId, viewerId, async (_game, _now, tx) => {
        if (!(await repo.excuseLateCancellation(gameId, userId, tx)))
          throw new AppError('player_not_found', text.notALateCancellation);
        // An excused late cancellation leaves the record, and the level with it.
        await fairPlay?.refresh(userId, tx);
        await publishGameChange(bus, gameId, 'roster', tx);
        return { message: text.excused };
      });
    },

    /**
     * The settle job's work: every game whose check-in window has closed and that is unsettled, claimed
     * one by one (each in its own transaction, with its outcomes), in bounded batches. Returns how many
     * this process settled.
     */
    async settleDue(): Promise<number> {
      const now = clock.now();
      const closedBefore = windowClosedStartBefore(now);
      let settled = 0;
      for (;;) {
        const ids = await repo.dueGameIds(closedBefore, SETTLE_BATCH);
        for (const id of ids) {
          const claimed = await repo.transaction(async (tx) => {
            const game = await repo.claimSettle(id, closedBefore, now, tx);
            if (game) await settle(game, now, tx);
            return game !== undefined;
          });
          if (claimed) settled += 1;
        }
        if (ids.length < SETTLE_BATCH) return settled;
      }
    },

    /** The viewer's check-in card: null when they neither play nor have an outcome for the game. */
    async viewerCheckIn(
      game: { id: string; startsAt: Date },
      viewerId: string,
      isPlayer: boolean,
    ): Promise<ViewerCheckIn | null> {
      // Only a player, or one who left late (an outcome once the game has started), has a card.
      if (!isPlayer && game.startsAt.getTime() > clock.now().getTime()) return null;
      const row = await repo.rowOf(game.id, viewerId);
      if (!isPlayer && !row?.outcome) return null;
      const { opensAt, closesAt } = checkInWindow(game.startsAt);
      const outcome = row?.outcome ?? null;
      return {
        opensAt: opensAt.toISOString(),
        closesAt: closesAt.toISOString(),
        checkedInAt: row?.checkedInAt?.toISOString() ?? null,
        outcome,
        outcomeReason: outcomeReason(outcome, row),
      };
    },
  };
  return service;
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
