import { notEnoughPlayers } from '@rally/shared/games/game-rules.schemas';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { createStakeholderNotices } from '../game-cancellation.ts';
import { publishGameChange } from '../game-changes.ts';
import type { GamesRepository } from '../games.repository.ts';
import { decisionNotices } from './decision.notifications.ts';
import type { DecisionRepository } from './decision.repository.ts';

/** How many due games one run of the decision job takes at a time. */
const DECISION_BATCH = 100;

type Deps = {
  decisionRepo: DecisionRepository;
  /** Who has a stake in a game: a call-off tells the same people as a cancellation. */
  gamesRepo: Pick<GamesRepository, 'cancellationAudience'>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
};

/**
 * A game's minimum players (issue 26 §3): "Game on" once, when the players first reach the minimum, and
 * the go/no-go at the decision time, when a game still below it is called off with the reason. Both are
 * claimed by a guarded UPDATE, so each happens exactly once whatever the number of processes; "now" is
 * the injected clock's.
 */
export function createGameDecision({ decisionRepo, gamesRepo, notifications, bus, clock }: Deps) {
  const tellStakeholders = createStakeholderNotices({ gamesRepo, notifications });

  /** Decides one due game in its own transaction; false when another run had already decided it. */
  async function decide(gameId: string): Promise<boolean> {
    return decisionRepo.transaction(async (tx) => {
      const now = clock.now();
      const game = await decisionRepo.claimDecision(gameId, now, tx);
      if (!game) return false;
      // A game whose start passed before any run judged it (the server was down) is only marked decided.
      const upcoming = game.startsAt.getTime() > now.getTime();
      if (!upcoming || game.playersJoined >= game.minPlayers) return true;
      const reason = notEnoughPlayers(game.playersJoined, game.minPlayers);
      await decisionRepo.callOff(game.id, reason, now, tx);
      // Everyone a cancellation tells (the host too: nobody of theirs stopped it), but the game is kept,
      // read-only, until its start: its players still open it and read its chat.
      await tellStakeholders(game, { tellHost: true, notice: decisionNotices.calledOff(game, reason) }, tx);
      // Both topics: Find lists drop it, its page shows "Called off".
      await publishGameChange(bus, game.id, 'roster', tx);
      return true;
    });
  }

  return {
    /**
     * Where a game's roster grew (a join, an approval, a waitlist promotion, a guest), in that change's
     * transaction after the count was updated: when the game just reached its minimum for the first time,
     * everyone playing now gets one "Game on".
     */
    async afterRosterGrew(gameId: string, tx: Database): Promise<void> {
      const game = await decisionRepo.claimGameOn(gameId, clock.now(), tx);
      if (!game) return;
      const players = await decisionRepo.playerIds(game.id, tx);
      const notice = decisionNotices.gameOn(game);
      await notifications.notifyMany(
        players.map((userId) => ({ userId, ...notice })),
        tx,
      );
    },

    /**
     * After an edit of the start, the minimum or the decision hours, in the edit's transaction: the
     * decision is judged afresh at the new decision time (unless the game was called off), and a lowered
     * minimum the players already reach sends its "Game on" (if none went out before).
     */
    async afterRulesChanged(gameId: string, tx: Database): Promise<void> {
      await decisionRepo.reopenDecision(gameId, tx);
      await this.afterRosterGrew(gameId, tx);
    },

    /** The minute job: decides every game whose decision time has passed; answers how many it decided. */
    async decideDue(): Promise<number> {
      let decided = 0;
      for (;;) {
        const due = await decisionRepo.dueGameIds(clock.now(), DECISION_BATCH);
        let claimed = 0;
        for (const gameId of due) if (await decide(gameId)) claimed += 1;
        decided += claimed;
        // Another process took this batch's games, or there are no more: stop until the next minute.
        if (due.length < DECISION_BATCH || claimed === 0) return decided;
      }
    },
  };
}

export type GameDecision = ReturnType<typeof createGameDecision>;
