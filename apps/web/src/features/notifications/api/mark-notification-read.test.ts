import type { NotificationList } from '@rally/shared/notifications/notifications.schemas';
import { describe, expect, it } from 'vitest';
import { markReadLocally } from './mark-notification-read.ts';

const item = (id: string, read: boolean) => ({
  id,
  type: 'friend_request' as const,
  title: 'New friend request',
  message: 'Sam sent you a friend request',
  relatedId: null,
  relatedUserId: null,
  read,
  createdAt: '2026-11-22T12:00:00.000Z',
});

describe('markReadLocally', () => {
  it('marks the entry read and lowers the unread count by one', () => {
    const list: NotificationList = {
      notifications: [item('a', false), item('b', false)],
      unreadCount: 2,
      nextCursor: null,
    };
    const next = markReadLocally(list, ['a']);
    expect(next.unreadCount).toBe(1);
    expect(next.notifications.map((n) => n.read)).toEqual([true, false]);
  });

  it('does not count an entry that was already read', () => {
    const list: NotificationList = { notifications: [item('a', true)], unreadCount: 1, nextCursor: null };
    expect(markReadLocally(list, ['a']).unreadCount).toBe(1);
  });

  it('never goes below zero', () => {
    const list: NotificationList = { notifications: [item('a', false)], unreadCount: 0, nextCursor: null };
    expect(markReadLocally(list, ['a']).unreadCount).toBe(0);
  });
});
