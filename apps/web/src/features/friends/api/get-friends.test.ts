import type { FriendList } from '@rally/shared/friends/friends.schemas';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loadedFriends, withFriendOnline } from './get-friends.ts';

const friend = (userId: string, online: boolean) => ({
  userId,
  name: userId,
  username: userId,
  avatarUrl: null,
  sports: [],
  online,
  since: '2026-11-22T12:00:00.000Z',
});

const pages = (...lists: FriendList['friends'][]): InfiniteData<FriendList> => ({
  pages: lists.map((friends, i) => ({ friends, nextCursor: i < lists.length - 1 ? `c${i}` : null })),
  pageParams: lists.map((_, i) => (i === 0 ? undefined : `c${i - 1}`)),
});

describe('withFriendOnline', () => {
  it('turns on the dot of the friend who came online, on whichever page, and leaves the others', () => {
    const data = pages([friend('a', false)], [friend('b', false)]);
    expect(loadedFriends(withFriendOnline(data, 'b', true)).map((f) => f.online)).toEqual([false, true]);
  });

  it('turns the dot off when the friend leaves', () => {
    const data = pages([friend('a', true)]);
    expect(loadedFriends(withFriendOnline(data, 'a', false))[0]?.online).toBe(false);
  });

  it('keeps the same data when nothing changes, so nothing re-renders', () => {
    const data = pages([friend('a', true)]);
    expect(withFriendOnline(data, 'a', true)).toBe(data);
    expect(withFriendOnline(data, 'stranger', true)).toBe(data);
  });
});

describe('loadedFriends', () => {
  it('lists each friend once across pages, in page order', () => {
    const data = pages([friend('a', false), friend('b', false)], [friend('b', false), friend('c', true)]);
    expect(loadedFriends(data).map((f) => f.userId)).toEqual(['a', 'b', 'c']);
    expect(loadedFriends(undefined)).toEqual([]);
  });
});
