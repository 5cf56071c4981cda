import type {
  LeagueGameRequest,
  NewLeagueGameRequest,
  reportResultInput,
} from '@rally/shared/leagues/league-games.schemas';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { leagueTopic } from '@rally/shared/leagues/leagues.schemas';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { AppError, badRequest, forbidden } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';
import { gameStartInstant, wallClockTime } from '../../games/game-start.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import type { LeagueViewerRepository } from '../league-viewer.repository.ts';
import { isUuid, type LeagueGate } from '../league-viewer.ts';
import type { LeagueGameHost } from './league-games.host.ts';
import {
  approvedNote,
  cancelledNote,
  type GameNote,
  playersCancelledNote,
  rejectedNote,
  requestedNote,
  resultNote,
} from './league-games.notifications.ts';
import { hasStarted, isEitherCreator, isOpenGame, isTargetCreator } from './league-games.policy.ts';
import type { GameRequestRow, GameRequestViewRow, LeagueGamesRepository } from './league-games.repository.ts';
import { toGameRequest, toLeagueGame } from './league-games.views.ts';

type Deps = {
  gamesRepo: LeagueGamesRepository;
  viewerRepo: LeagueViewerRepository;
  gate: LeagueGate;
  games: LeagueGameHost;
  notifications: Pick<NotificationsService, 'notify' | 'notifyMany'>;
  bus: Pick<RealtimeBus, 'publish'>;
  clock: Clock;
};

export type ReportResultValues = z.output<typeof reportResultInput>;

const requestNotFound = () => new AppError('not_found', leagueMessages.requestNotFound);
const closed = (message: string) => new AppError('league_game_closed', message);

/**
 * Games between leagues (spec §4 "Game request"): a league's creator asks a league of the same sport;
 * the invited league's creator approves (a real game is created, hosted by the requester) or rejects;
 * either creator reports the result or cancels. Every change tells both leagues' pages, and whoever
 * it concerns, in the transaction that makes it.
 */
export function createLeagueGamesService({
  gamesRepo,
  viewerRepo,
  gate,
  games,
  notifications,
  bus,
  clock,
}: Deps) {
  async function announce(
    request: Pick<GameRequestRow, 'requestingLeagueId' | 'targetLeagueId'>,
    tx: Database,
  ) {
    for (const leagueId of [request.requestingLeagueId, request.targetLeagueId]) {
      await bus.publish(leagueTopic(leagueId), { type: 'league.changed', leagueId, change: 'games' }, tx);
    }
  }

  /** Tells every member of both leagues but the one who acted, once each, linking to their own league. */
  async function tellBothLeagues(request: GameRequestViewRow, actorId: string, note: GameNote, tx: Database) {
    const members = await gamesRepo.membersOf([request.requestingLeagueId, request.targetLeagueId], tx);
    const told = new Set<string>([actorId]);
    const inputs = [];
    for (const { userId, leagueId } of members) {
      if (told.has(userId)) continue;
      told.add(userId);
      inputs.push({ userId, ...note, relatedId: leagueId, relatedUserId: actorId });
    }
    await notifications.notifyMany(inputs, tx);
  }

  /** The request locked for a change, with its view; 404 when it does not involve the league. */
  async function lockedRequest(leagueId: string, requestId: string, viewerId: string, tx: Database) {
    await gate.find(leagueId, viewerId, tx);
    const row = isUuid(requestId) ? await gamesRepo.lockRequest(leagueId, requestId, tx) : undefined;
    const view = row ? await gamesRepo.findView(leagueId, requestId, tx) : undefined;
    if (!view) throw requestNotFound();
    return view;
  }

  async function view(leagueId: string, requestId: string, viewerId: string): Promise<LeagueGameRequest> {
    const row = await gamesRepo.findView(leagueId, requestId);
    if (!row) throw requestNotFound();
    return toGameRequest(row, viewerId, clock.now());
  }

  return {
    /**
     * The league's creator asks another league of the same sport to play. The start is the date and
     * time in the given zone, and must be after now; the invited league's creator is notified.
     */
    async schedule(
      viewerId: string,
      leagueId: string,
      input: NewLeagueGameRequest,
    ): Promise<LeagueGameRequest> {
      const league = await gate.forCreator(leagueId, viewerId);
      if (input.targetLeagueId === league.id) {
        throw badRequest('validation_failed', leagueMessages.sameLeague, {
          targetLeagueId: [leagueMessages.sameLeague],
        });
      }
      const target = await viewerRepo.findForViewer(input.targetLeagueId, viewerId);
      if (!target) throw new AppError('not_found', leagueMessages.opponentNotFound);
      if (target.sport !== league.sport) {
        throw badRequest('validation_failed', leagueMessages.sportMismatch, {
          targetLeagueId: [leagueMessages.sportMismatch],
        });
      }
      const now = clock.now();
      const time = wallClockTime(input.time);
      const startsAt = gameStartInstant(input.date, time, input.timeZone);
      if (startsAt.getTime() <= now.getTime()) {
        throw badRequest('validation_failed', leagueMessages.pastDate, {
          date: [leagueMessages.pastDate],
          time: [leagueMessages.pastDate],
        });
      }
      const request = await gamesRepo.transaction(async (tx) => {
        const row = await gamesRepo.insertRequest(
          {
            title: input.title,
            gameType: input.gameType,
            gameDate: input.date,
            gameTime: time,
            timeZone: input.timeZone,
            startsAt,
            location: input.location,
            latitude: input.latitude,
            longitude: input.longitude,
            description: input.description,
            maxPlayersPerTeam: input.maxPlayersPerTeam,
            requestingLeagueId: league.id,
            targetLeagueId: target.id,
            requesterUserId: viewerId,
            createdAt: now,
          },
          tx,
        );
        await notifications.notify(
          {
            userId: target.createdBy,
            ...requestedNote({
              requestingName: league.name,
              targetName: target.name,
              title: input.title,
              gameDate: input.date,
              gameTime: time,
              location: input.location,
            }),
            relatedId: target.id,
            relatedUserId: viewerId,
          },
          tx,
        );
        await announce(row, tx);
        return row;
      });
      return view(leagueId, request.id, viewerId);
    },

    /** Game Requests: every request the league made or received, newest first (its creator only). */
    async list(viewerId: string, leagueId: string): Promise<{ requests: LeagueGameRequest[] }> {
      await gate.forCreator(leagueId, viewerId);
      const rows = await gamesRepo.listForLeague(leagueId);
      const now = clock.now();
      return { requests: rows.map((row) => toGameRequest(row, viewerId, now)) };
    },

    /** The Schedule tab: the league's approved games by start, for whoever may see its content. */
    async scheduleOf(viewerId: string, leagueId: string): Promise<{ requests: LeagueGameRequest[] }> {
      await gate.forReader(leagueId, viewerId);
      const rows = await gamesRepo.listApproved(leagueId);
      const now = clock.now();
      return { requests: rows.map((row) => toGameRequest(row, viewerId, now)) };
    },

    /** The leagues the Schedule form may invite: the same sport, not this one, by name (its creator only). */
    async opponents(viewerId: string, leagueId: string) {
      const league = await gate.forCreator(leagueId, viewerId);
      return { leagues: await gamesRepo.opponents(league.id, league.sport) };
    },

    /**
     * The invited league's creator answers a pending request. Approval, in one transaction: the request
     * approved and scheduled, a real game created (hosted by the requester, the two teams' places,
     * public, the description prefixed by the game type) and linked, both leagues' members told.
     * Rejection tells the requester.
     */
    async respond(
      viewerId: string,
      leagueId: string,
      requestId: string,
      status: 'approved' | 'rejected',
    ): Promise<{ message: string }> {
      await gamesRepo.transaction(async (tx) => {
        const request = await lockedRequest(leagueId, requestId, viewerId, tx);
        if (!isTargetCreator(request, viewerId)) throw forbidden(leagueMessages.targetCreatorOnly);
        if (request.status !== 'pending')
          throw new AppError('request_answered', leagueMessages.requestAnswered);
        const now = clock.now();
        const answered = { status, respondedBy: viewerId, respondedAt: now };
        if (status === 'rejected') {
          await gamesRepo.updateRequest(request.id, answered, tx);
          await notifications.notify(
            {
              userId: request.requesterUserId,
              ...rejectedNote(request),
              relatedId: request.requestingLeagueId,
              relatedUserId: viewerId,
            },
            tx,
          );
        } else {
          if (request.startsAt.getTime() <= now.getTime()) throw closed(leagueMessages.pastDate);
          const game = await games.createLeagueGame(toLeagueGame(request), tx);
          await gamesRepo.updateRequest(
            request.id,
            { ...answered, gameStatus: 'scheduled', gameId: game.id },
            tx,
          );
          await tellBothLeagues(request, viewerId, approvedNote(request), tx);
        }
        await announce(request, tx);
      });
      return {
        message: status === 'approved' ? leagueMessages.requestApproved : leagueMessages.requestRejected,
      };
    },

    /**
     * Either league's creator reports the result of an approved game that has started and is not yet
     * completed or cancelled: the winner is one of the two leagues and the loser the other; both
     * leagues' members are told.
     */
    async report(
      viewerId: string,
      leagueId: string,
      requestId: string,
      input: ReportResultValues,
    ): Promise<{ message: string }> {
      await gamesRepo.transaction(async (tx) => {
        const request = await lockedRequest(leagueId, requestId, viewerId, tx);
        if (!isEitherCreator(request, viewerId)) throw forbidden(leagueMessages.creatorOnly);
        if (request.status !== 'approved') throw closed(leagueMessages.notApproved);
        if (request.gameStatus === 'completed') throw closed(leagueMessages.resultExists);
        if (!isOpenGame(request)) throw closed(leagueMessages.gameWasCancelled);
        const now = clock.now();
        if (!hasStarted(request, now))
          throw new AppError('game_not_started', leagueMessages.resultBeforeStart);
        const sides = [request.requestingLeagueId, request.targetLeagueId];
        if (!sides.includes(input.winnerLeagueId)) {
          throw badRequest('validation_failed', leagueMessages.winnerNotInGame, {
            winnerLeagueId: [leagueMessages.winnerNotInGame],
          });
        }
        const loserLeagueId = sides.find((id) => id !== input.winnerLeagueId) ?? '';
        await gamesRepo.insertResult(
          {
            requestId: request.id,
            winnerLeagueId: input.winnerLeagueId,
            loserLeagueId,
            scoreWinner: input.scoreWinner ?? null,
            scoreLoser: input.scoreLoser ?? null,
            notes: input.notes,
            reportedBy: viewerId,
            createdAt: now,
          },
          tx,
        );
        await gamesRepo.updateRequest(request.id, { gameStatus: 'completed' }, tx);
        const note = resultNote(request, {
          requestingWon: input.winnerLeagueId === request.requestingLeagueId,
          scoreWinner: input.scoreWinner,
          scoreLoser: input.scoreLoser,
        });
        await tellBothLeagues(request, viewerId, note, tx);
        await announce(request, tx);
      });
      return { message: leagueMessages.resultReported };
    },

    /**
     * Either league's creator cancels an approved game not yet played: game_status cancelled, and the
     * game itself cancelled as its host's cancel would (its players told) if it still exists.
     */
    async cancel(viewerId: string, leagueId: string, requestId: string): Promise<{ message: string }> {
      await gamesRepo.transaction(async (tx) => {
        const request = await lockedRequest(leagueId, requestId, viewerId, tx);
        if (!isEitherCreator(request, viewerId)) throw forbidden(leagueMessages.creatorOnly);
        if (!isOpenGame(request)) throw closed(leagueMessages.cannotCancel);
        const game = request.gameId ? await games.cancelLeagueGame(request.gameId, tx) : null;
        // The game's players hear of it as a cancelled game's players do.
        await notifications.notifyMany(
          (game?.audience ?? []).map((userId) => ({
            userId,
            ...playersCancelledNote(request),
            relatedId: request.gameId,
            relatedUserId: viewerId,
          })),
          tx,
        );
        await gamesRepo.updateRequest(request.id, { gameStatus: 'cancelled', gameId: null }, tx);
        await tellBothLeagues(request, viewerId, cancelledNote(request), tx);
        await announce(request, tx);
      });
      return { message: leagueMessages.gameCancelled };
    },
  };
}

export type LeagueGamesService = ReturnType<typeof createLeagueGamesService>;
