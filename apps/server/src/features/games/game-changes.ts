import { gameMessages } from '@rally/shared/games/games.messages';
import { GAMES_TOPIC, gameTopic } from '@rally/shared/games/games.schemas';
import type { RealtimeEvent } from '@rally/shared/realtime/realtime.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';

/** The one error for a game that is not there (or an id that could never be one). */
export const gameNotFound = () => new AppError('game_not_found', gameMessages.notFound);

export type GameChange = Extract<RealtimeEvent, { type: 'game.changed' }>['change'];

/**
 * Tells the pages that show a game that it changed, in the caller's transaction (the event leaves on
 * commit). Find lists follow the games topic and hear of new games, cancellations and who plays
 * (`roster`); the game's own page hears of every change but its creation. One notification carries both.
 */
export async function publishGameChange(
  bus: Pick<RealtimeBus, 'publishToMany'>,
  gameId: string,
  change: GameChange,
  tx: Parameters<RealtimeBus['publishToMany']>[2],
) {
  const topics = [
    ...(change === 'updated' ? [] : [GAMES_TOPIC]),
    ...(change === 'created' ? [] : [gameTopic(gameId)]),
  ];
  await bus.publishToMany(topics, { type: 'game.changed', gameId, change }, tx);
}
