import type { FriendList } from '@rally/shared/friends/friends.schemas';
import { describe, expect, it } from 'vitest';
import { withFriendOnline } from './get-friends.ts';

const friend = (userId: string, online: boolean) => ({
  userId,
  name: userId,
  username: userId,
  avatarUrl: null,
  sports: [],
  online,
  since: '2026-11-22T12:00:00.000Z',
});

describe('withFriendOnline', () => {
  it('turns on the dot of the friend who came online and leaves the others', () => {
    const list: FriendList = { friends: [friend('a', false), friend('b', false)] };
    expect(withFriendOnline(list, 'a', true).friends.map((f) => f.online)).toEqual([true, false]);
  });

  it('turns the dot off when the friend leaves', () => {
    const list: FriendList = { friends: [friend('a', true)] };
    expect(withFriendOnline(list, 'a', false).friends[0]?.online).toBe(false);
  });

  it('keeps the same list when nothing changes, so nothing re-renders', () => {
    const list: FriendList = { friends: [friend('a', true)] };
    expect(withFriendOnline(list, 'a', true)).toBe(list);
    expect(withFriendOnline(list, 'stranger', true)).toBe(list);
  });
});
