import type { Database } from '../../../db/client.ts';
import { isLateCancellation } from '../attendance/attendance.policy.ts';
import type { DecisionRepository } from './decision.repository.ts';
import type { GameDecision } from './game-decision.service.ts';
import type { GameRuleFields } from './game-rules.ts';

/**
 * What taking part in a game calls of its rules, inside its own transaction (the game's row locked):
 * where the roster grew (a join, an approval, a waitlist promotion, a guest) and before a player leaves.
 */
export type GameRulesSteps = {
  afterRosterGrew(gameId: string, tx: Database): Promise<void>;
  beforePlayerLeaves(
    game: GameRuleFields & { id: string },
    userId: string,
    now: Date,
    tx: Database,
  ): Promise<void>;
};

export function createGameRulesSteps(
  decision: Pick<GameDecision, 'afterRosterGrew'>,
  decisionRepo: Pick<DecisionRepository, 'recordLateCancellation'>,
): GameRulesSteps {
  return {
    afterRosterGrew: (gameId, tx) => decision.afterRosterGrew(gameId, tx),
    async beforePlayerLeaves(game, userId, now, tx) {
      // After the leave deadline, or within 2 hours of the start without one (issue 27 §2).
      if (isLateCancellation(game, now)) await decisionRepo.recordLateCancellation(game.id, userId, now, tx);
    },
  };
}
