import type { NotifyInput } from '../../notifications/notifications.service.ts';
import { describeGameTime } from '../games.views.ts';
import type { DecisionGame } from './decision.repository.ts';

// The notices of a game's minimum: "Game on" when it is reached, and the call-off at the decision time.
// Each opens the game's page (`relatedId`).

type Notice = Omit<NotifyInput, 'userId'>;

export const decisionNotices = {
  /** To everyone playing when the minimum was first reached (the player whose join reached it included). */
  gameOn: (game: DecisionGame): Notice => ({
    type: 'game_on',
    title: 'Game on',
    message: `"${game.title}" is on: ${game.playersJoined} of ${game.minPlayers} needed are in.`,
    relatedId: game.id,
    relatedUserId: null,
  }),
  /**
   * To everyone with a stake in the game (players, the waitlist, pending requesters, invited friends, a
   * series' regulars), when the decision time found too few players.
   */
  calledOff: (game: DecisionGame, reason: string): Notice => ({
    type: 'game_called_off',
    title: 'Game called off',
    message: `"${game.title}" on ${describeGameTime(game.date, game.time)} is called off. ${reason}.`,
    relatedId: game.id,
    relatedUserId: null,
  }),
};
