import type { RealtimeEvent } from '@rally/shared/realtime/realtime.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameChatKeys } from '../api/get-game-chat.ts';
import { useLiveGameChat } from './use-live-game-chat.ts';

// The socket is replaced by the handlers the hook subscribes, so a test hands it events directly.
const subscribed = vi.hoisted(() => new Map<string, (event: RealtimeEvent) => void>());
vi.mock('../../../lib/realtime/use-realtime.ts', () => ({
  useRealtime: (topic: string | null, onEvent: (event: RealtimeEvent) => void) => {
    if (topic) subscribed.set(topic, onEvent);
  },
}));

afterEach(() => {
  cleanup();
  subscribed.clear();
});

describe('an open game chat', () => {
  it('refetches when a moderator removes one of its lines, and not for another game’s', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const gameId of ['g-open', 'g-other']) queryClient.setQueryData(gameChatKeys.chat(gameId), {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveGameChat('u-pia', 'g-open', 'player'), { wrapper });
    const stale = (gameId: string) => queryClient.getQueryState(gameChatKeys.chat(gameId))?.isInvalidated;

    subscribed.get('user:u-pia')?.({ type: 'game-chat.removed', gameId: 'g-other', id: 'c-2' });
    expect(stale('g-open')).toBe(false);
    subscribed.get('user:u-pia')?.({ type: 'game-chat.removed', gameId: 'g-open', id: 'c-1' });
    expect(stale('g-open')).toBe(true);
  });
});
