import type { NotificationType } from '@rally/shared/notifications/notifications.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';
import type { NotificationsService } from './notifications.service.ts';

// The notifications page: the whole history, a page at a time, filtered by kind.

let test: TestApp;
let notifications: NotificationsService;
beforeAll(async () => {
  test = await buildTestApp();
  notifications = test.app.services.notifications;
});
afterAll(() => test.close());

type Listed = { id: string; type: NotificationType; message: string };
type Page = { notifications: Listed[]; unreadCount: number; nextCursor: string | null };

const notice = (userId: string, type: NotificationType, message: string) => ({
  userId,
  type,
  title: 'Title',
  message,
});

/** Follows `nextCursor` from the first page to the last, returning every page. */
async function allPages(user: TestUser, query: string): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/notifications?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await user.client.get(url);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as Page;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('the notification history', () => {
  it('pages through every notification once, newest first, even when they share one instant', async () => {
    const owner = await createUser(test);
    const other = await createUser(test);
    // One statement: every row gets the same created_at, so only the id orders them.
    await notifications.notifyMany(
      Array.from({ length: 120 }, (_, i) => notice(owner.id, 'friend_request', `n${i}`)),
    );
    await notifications.notify(notice(other.id, 'friend_request', 'not yours'));
    const newest = await notifications.notify(notice(owner.id, 'game_joined', 'newest'));

    const pages = await allPages(owner, 'limit=50');
    expect(pages.map((page) => page.notifications.length)).toEqual([50, 50, 21]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const listed = pages.flatMap((page) => page.notifications);
    expect(listed[0]?.id).toBe(newest.id);
    expect(new Set(listed.map((n) => n.id)).size).toBe(121);
    expect(listed.some((n) => n.message === 'not yours')).toBe(false);
    // Ties in time are ordered by id, descending, across page boundaries.
    const tied = listed.slice(1).map((n) => n.id);
    expect(tied).toEqual([...tied].sort().reverse());
    expect(pages.every((page) => page.unreadCount === 121)).toBe(true);
  });

  it('answers the newest 50 and a cursor when asked without a limit, as the bell does', async () => {
    const owner = await createUser(test);
    await notifications.notifyMany(
      Array.from({ length: 51 }, (_, i) => notice(owner.id, 'game_reminder', `r${i}`)),
    );
    const page = (await owner.client.get('/api/notifications')).json() as Page;
    expect(page.notifications).toHaveLength(50);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it('filters by kind: games, leagues, friends or account, each page holding only that kind', async () => {
    const owner = await createUser(test);
    const types: NotificationType[] = [
      'game_created',
      'game_invitation',
      'game_cancelled',
      'league_joined',
      'league_invitation',
      'friend_request',
      'friend_accepted',
      'account_warning',
      'report_reviewed',
    ];
    await notifications.notifyMany(
      Array.from({ length: 45 }, (_, i) => {
        const type = types[i % types.length] as NotificationType;
        return notice(owner.id, type, `${type} ${i}`);
      }),
    );

    const games = (await allPages(owner, 'kind=games&limit=4')).flatMap((page) => page.notifications);
    expect(games).toHaveLength(15);
    expect(new Set(games.map((n) => n.type))).toEqual(
      new Set(['game_created', 'game_invitation', 'game_cancelled']),
    );
    const leagues = (await allPages(owner, 'kind=leagues&limit=3')).flatMap((page) => page.notifications);
    expect(leagues).toHaveLength(10);
    expect(leagues.every((n) => n.type.startsWith('league_'))).toBe(true);
    const friends = (await allPages(owner, 'kind=friends')).flatMap((page) => page.notifications);
    expect(friends).toHaveLength(10);
    expect(friends.every((n) => n.type.startsWith('friend_'))).toBe(true);
    // A moderator's warning and a reviewed report are the account's, never among the games.
    const account = (await allPages(owner, 'kind=account&limit=4')).flatMap((page) => page.notifications);
    expect(account).toHaveLength(10);
    expect(new Set(account.map((n) => n.type))).toEqual(new Set(['account_warning', 'report_reviewed']));
    const all = (await allPages(owner, 'kind=all&limit=10')).flatMap((page) => page.notifications);
    expect(all).toHaveLength(45);
    // The count stays the bell's, whatever the filter.
    expect((await owner.client.get('/api/notifications?kind=leagues')).json().unreadCount).toBe(45);
  });

  it('refuses an unknown kind, a malformed cursor and a limit out of range with readable messages', async () => {
    const owner = await createUser(test);
    const kind = await owner.client.get('/api/notifications?kind=messages-and-more');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toContain('Kind must be one of: all, games, leagues, friends, account.');
    for (const cursor of ['nonsense', '12_not-a-uuid', `${'9'.repeat(18)}_${crypto.randomUUID()}`]) {
      const response = await owner.client.get(`/api/notifications?cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().message).toContain('This page link is not valid.');
    }
    for (const limit of ['0', '51', 'ten']) {
      expect((await owner.client.get(`/api/notifications?limit=${limit}`)).statusCode, limit).toBe(400);
    }
  });
});
