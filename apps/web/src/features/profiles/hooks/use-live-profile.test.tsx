import type { RealtimeEvent } from '@rally/shared/realtime/realtime.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileScreenQueryKey } from '../api/get-profile-screen.ts';
import { useLiveProfile } from './use-live-profile.ts';

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

function showProfile(viewerId: string, shownUserId: string | undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileScreenQueryKey(shownUserId), {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useLiveProfile(viewerId, shownUserId), { wrapper });
  return () => queryClient.getQueryState(profileScreenQueryKey(shownUserId))?.isInvalidated;
}

describe('a profile screen', () => {
  it('follows another player’s profile topic and refetches when a review of them is removed', () => {
    const stale = showProfile('u-me', 'u-cleo');
    expect([...subscribed.keys()].sort()).toEqual(['profile:u-cleo', 'user:u-me']);
    subscribed.get('profile:u-cleo')?.({ type: 'profile.changed', userId: 'u-someone-else' });
    expect(stale()).toBe(false);
    subscribed.get('profile:u-cleo')?.({ type: 'profile.changed', userId: 'u-cleo' });
    expect(stale()).toBe(true);
  });

  it('on the own profile follows only the own feed, which says when a review of the viewer is removed', () => {
    const stale = showProfile('u-cleo', undefined);
    expect([...subscribed.keys()]).toEqual(['user:u-cleo']);
    subscribed.get('user:u-cleo')?.({ type: 'profile.changed', userId: 'u-cleo' });
    expect(stale()).toBe(true);
  });
});
