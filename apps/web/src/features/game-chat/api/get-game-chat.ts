import { gameChatEndpoints } from '@rally/shared/game-chat/game-chat.endpoints';
import type { GameChat, GameChatMessage } from '@rally/shared/game-chat/game-chat.schemas';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { pagedMessages, withSentPagedMessage } from '../../../lib/paged-messages.ts';

export const gameChatKeys = {
  all: ['game-chat'] as const,
  chat: (gameId: string) => [...gameChatKeys.all, gameId] as const,
};

/** A page of the game's chat, oldest first: the newest messages before `before` (or the newest of all). */
export function getGameChat(gameId: string, before?: string, signal?: AbortSignal): Promise<GameChat> {
  return call(gameChatEndpoints.getGameChat, {
    params: { id: gameId },
    query: { before: before || undefined },
    signal,
  });
}

/**
 * Pages run newest first (page 0 holds the latest messages, and the pinned announcements and the
 * viewer's standing as of now); "Load earlier messages" fetches the next page before the oldest held.
 */
export function getGameChatQueryOptions(gameId: string) {
  return infiniteQueryOptions({
    queryKey: gameChatKeys.chat(gameId),
    queryFn: ({ pageParam, signal }) => getGameChat(gameId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.sentAt : undefined),
    // Events keep it fresh; a refetch on focus would only repeat what the socket already said.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useGameChat(gameId: string) {
  return useInfiniteQuery(getGameChatQueryOptions(gameId));
}

/** All messages held, oldest first, each once. */
export function gameChatMessages(data: InfiniteData<GameChat> | undefined): GameChatMessage[] {
  return pagedMessages(data);
}

/** The chat with a just-sent message at its end (unless an event already brought it). */
export function withSentChatMessage(
  data: InfiniteData<GameChat> | undefined,
  message: GameChatMessage,
): InfiniteData<GameChat> | undefined {
  return withSentPagedMessage(data, message);
}

/** The chat with the viewer's mute setting changed (it lives on the newest page, with the rest of `viewer`). */
export function withChatMuted(
  data: InfiniteData<GameChat> | undefined,
  muted: boolean,
): InfiniteData<GameChat> | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  return { ...data, pages: [{ ...newest, viewer: { ...newest.viewer, muted } }, ...older] };
}
