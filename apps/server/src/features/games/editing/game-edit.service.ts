import { CALLED_OFF_MESSAGE } from '@rally/shared/games/game-rules.schemas';
import { gameMessages } from '@rally/shared/games/games.messages';
import type { GameEditValues } from '@rally/shared/games/games.schemas';
import { GAMES_TOPIC, gameTopic } from '@rally/shared/games/games.schemas';
import { AppError, forbidden } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { gameNotFound } from '../game-changes.ts';
import { isGameId } from '../game-id.ts';
import { gameAbilities, isCompleted, isFixtureGame, runsGame } from '../games.policy.ts';
import type { ParticipationRepository } from '../participation/participation.repository.ts';
import { gameEditNotices } from './game-edit.notices.ts';
import type { GameEditRepository } from './game-edit.repository.ts';
import type { GameEditor } from './game-edit.ts';
import type { GameEdit } from './game-edit-changes.ts';

type Deps = {
  editRepo: Pick<GameEditRepository, 'transaction' | 'lockGame' | 'playersAndWaitlist'>;
  editor: GameEditor;
  /** Where the editor stands with the game (host, co-host, player): what the policy's `canEdit` reads. */
  standings: Pick<ParticipationRepository, 'standing'>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
};

/**
 * Editing one game (PATCH /api/games/{id}): whoever the policy lets edit (`canEdit`: the host, and a
 * co-host) changes any field of an upcoming game. In one transaction with the game's row locked: the
 * edit, the waitlist promoted into new spots, one `game_updated` notice to each player and waitlisted
 * player when the start, the place or the cost changed, and the live event for the game's page and lists.
 */
export function createGameEditService({ editRepo, editor, standings, notifications, bus, clock }: Deps) {
  return {
    async edit(viewerId: string, gameId: string, values: GameEditValues): Promise<GameEdit> {
      if (!isGameId(gameId)) throw gameNotFound();
      return editRepo.transaction(async (tx) => {
        const now = clock.now();
        const game = await editRepo.lockGame(gameId, tx);
        if (!game) throw gameNotFound();
        const standing = await standings.standing(gameId, viewerId, tx);
        // A fixture moves with its season (its organisers move it, both teams told): not by its host.
        if (isFixtureGame(game) && runsGame(game, standing)) {
          throw forbidden(gameMessages.fixtureFromSeason);
        }
        if (!gameAbilities(game, standing, now, null).canEdit) {
          if (isCompleted(game, now)) throw new AppError('game_started', gameMessages.gameStarted);
          // A called-off game is only looked at until its start: it is not played, so not edited either.
          if (game.calledOffAt) throw new AppError('game_called_off', CALLED_OFF_MESSAGE);
          throw forbidden(gameMessages.hostOnly, 'host_only');
        }
        const audience = await editRepo.playersAndWaitlist(gameId, tx);
        const edit = await editor.applyEdit(game, values, now, tx);
        if (edit.changes.length === 0) return edit;
        const notices = gameEditNotices([{ edit, audience }], viewerId);
        if (notices.length > 0) await notifications.notifyMany(notices, tx);
        // Lists show the title, time, place and spots, so they hear of an edit as the game's page does.
        await bus.publishToMany(
          [GAMES_TOPIC, gameTopic(gameId)],
          { type: 'game.changed', gameId, change: 'updated' },
          tx,
        );
        return edit;
      });
    },
  };
}

export type GameEditService = ReturnType<typeof createGameEditService>;
