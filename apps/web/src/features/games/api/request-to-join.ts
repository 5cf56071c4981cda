import { gameMessages } from '@rally/shared/games/games.messages';
import type { JoinRequestInput } from '@rally/shared/games/games.schemas';
import { gameActionResultSchema } from '@rally/shared/games/games.schemas';
import { api } from '../../../lib/api-client.ts';
import { type GameActionAnswer, gameUrl, useGameAction } from './game-action.ts';

/** Asks the host of a private game to let the viewer in, with an optional message. */
export function requestToJoin(gameId: string, input: JoinRequestInput): Promise<GameActionAnswer> {
  return api.post(
    gameUrl(gameId, '/requests'),
    input,
    import.meta.env.DEV ? gameActionResultSchema : undefined,
  );
}

export function useRequestToJoin(gameId: string) {
  return useGameAction({
    gameId,
    run: (input: JoinRequestInput) => requestToJoin(gameId, input),
    success: gameMessages.requestSent,
    failure: gameMessages.requestFailed,
  });
}
