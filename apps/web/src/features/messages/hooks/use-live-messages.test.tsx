import type { RealtimeEvent } from '@rally/shared/realtime/realtime.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesKeys } from '../api/get-conversation.ts';
import { inboxQueryKey } from '../api/get-inbox.ts';
import { unreadMessagesQueryKey } from '../api/get-unread-messages.ts';
import { useLiveMessages } from './use-live-messages.ts';

// The socket is replaced by the handlers the hook subscribes, so a test hands it events directly.
const subscribed = vi.hoisted(() => new Map<string, (event: RealtimeEvent) => void>());
vi.mock('../../../lib/realtime/use-realtime.ts', () => ({
  useRealtime: (topic: string | null, onEvent: (event: RealtimeEvent) => void) => {
    if (topic) subscribed.set(topic, onEvent);
  },
}));
vi.mock('sonner', () => ({ toast: vi.fn() }));

afterEach(() => {
  cleanup();
  subscribed.clear();
  vi.clearAllMocks();
});

/** The viewer's feed with a thread, the inbox and the badge held, as on the messages screen. */
function liveFeed(viewerId: string, friendId: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(messagesKeys.conversation(friendId), { pages: [], pageParams: [] });
  queryClient.setQueryData(inboxQueryKey, { conversations: [], gameChats: [] });
  queryClient.setQueryData(unreadMessagesQueryKey, { unreadTotal: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  renderHook(() => useLiveMessages(viewerId), { wrapper });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { send: (event: RealtimeEvent) => subscribed.get(`user:${viewerId}`)?.(event), stale };
}

describe('a message a moderator removed', () => {
  it('refreshes the thread it was in, the inbox and the badge, for either person, without a toast', () => {
    for (const [viewerId, friendId] of [
      ['u-ana', 'u-ben'],
      ['u-ben', 'u-ana'],
    ] as const) {
      const feed = liveFeed(viewerId, friendId);
      feed.send({ type: 'message.removed', id: 'm-1', senderId: 'u-ben', receiverId: 'u-ana' });
      expect(feed.stale(messagesKeys.conversation(friendId))).toBe(true);
      expect(feed.stale(inboxQueryKey)).toBe(true);
      expect(feed.stale(unreadMessagesQueryKey)).toBe(true);
      cleanup();
    }
    expect(toast).not.toHaveBeenCalled();
  });

  it('refreshes the inbox’s game-chat line and the badge when a chat line is removed, leaving threads alone', () => {
    const feed = liveFeed('u-ana', 'u-ben');
    feed.send({ type: 'game-chat.removed', gameId: 'g-1', id: 'c-1' });
    expect(feed.stale(inboxQueryKey)).toBe(true);
    expect(feed.stale(unreadMessagesQueryKey)).toBe(true);
    expect(feed.stale(messagesKeys.conversation('u-ben'))).toBe(false);
    expect(toast).not.toHaveBeenCalled();
  });
});
