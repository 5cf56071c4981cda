import { MODERATION_QUEUE_PAGE, moderationTexts } from '@rally/shared/moderation/moderation.constants';
import { monitoringMessages } from '@rally/shared/monitoring/monitoring.schemas';
import type { Notification } from '@rally/shared/notifications/notifications.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema/moderation.ts';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { chatScene, say } from '../../test/game-chat-scene.ts';
import { insertGame } from '../../test/game-factories.ts';
import { befriend } from '../../test/social-factories.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let test: TestApp;
let clock: TestClock;
let admin: TestUser;
beforeAll(async () => {
  clock = createTestClock();
  test = await buildTestApp({ clock });
  admin = await createUser(test, { name: 'Ada Admin' });
  await test.app.services.roles.grantByEmail(admin.email);
});
afterAll(async () => {
  await test.close();
});

const report = async (user: TestUser, targetType: string, targetId: string, reason = 'harassment') => {
  const response = await user.client.post('/api/reports', { targetType, targetId, reason });
  if (response.statusCode !== 201) throw new Error(`report failed: ${response.statusCode} ${response.body}`);
};
const act = (body: Record<string, unknown>) => admin.client.post('/api/moderation/actions', body);
const noticesOf = async (user: TestUser, type: Notification['type']) =>
  ((await user.client.get('/api/notifications')).json().notifications as Notification[]).filter(
    (notice) => notice.type === type,
  );
type Group = { target: { type: string; id: string }; reports: { id: string }[] } & Record<string, unknown>;
const groupOf = async (type: string, id: string) => {
  // The target's group, wherever it is in the queue.
  let cursor: string | null = null;
  do {
    const page = (
      await admin.client.get(`/api/moderation/reports${cursor ? `?cursor=${cursor}` : ''}`)
    ).json() as { groups: Group[]; nextCursor: string | null };
    const found = page.groups.find((group) => group.target.type === type && group.target.id === id);
    if (found) return found;
    cursor = page.nextCursor;
  } while (cursor);
  return undefined;
};

describe('who may moderate', () => {
  it('answers 401 without a session and 403 with moderation’s own words to a player, on every route', async () => {
    const player = await createUser(test, { name: 'Pat Player' });
    const anonymous = createClient(test.app);
    const routes = [
      ['get', '/api/moderation/reports'],
      ['get', '/api/moderation/actions'],
      ['post', '/api/moderation/actions'],
    ] as const;
    for (const [method, url] of routes) {
      const body = { action: 'dismiss', targetType: 'profile', targetId: player.id, reason: 'x' };
      const signedOut = method === 'get' ? await anonymous.get(url) : await anonymous.post(url, body);
      expect(signedOut.statusCode, url).toBe(401);
      const denied = method === 'get' ? await player.client.get(url) : await player.client.post(url, body);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json().message, url).toBe(moderationTexts.accessDenied);
    }
    // Monitoring keeps its own words.
    const monitoring = await player.client.get('/api/monitoring/usage');
    expect(monitoring.statusCode).toBe(403);
    expect(monitoring.json().message).toBe(monitoringMessages.accessDenied);
  });
});

describe('the queue', () => {
  it("groups open reports by target, the newest first, with snapshots, the subject's history and past actions", async () => {
    const [subject, rita, rob] = await Promise.all(
      ['Sly Subject', 'Rita Reporter', 'Rob Reporter'].map((name) => createUser(test, { name })),
    );
    const other = await createUser(test, { name: 'Olly Other' });
    await report(rita!, 'profile', subject!.id, 'fake_profile');
    clock.advance(1000);
    await report(rob!, 'profile', subject!.id, 'hate');
    clock.advance(1000);
    await report(rita!, 'profile', other.id);
    expect(
      (await act({ action: 'warn', targetType: 'profile', targetId: other.id, reason: 'Be kind' }))
        .statusCode,
    ).toBe(201);
    // A later report of the warned profile opens a new group.
    clock.advance(1000);
    await report(rob!, 'profile', other.id);

    const page = (await admin.client.get('/api/moderation/reports')).json();
    const ids = page.groups.map((group: Group) => group.target.id);
    expect(ids.indexOf(other.id)).toBeLessThan(ids.indexOf(subject!.id));
    const group = page.groups.find((entry: Group) => entry.target.id === subject!.id);
    expect(group.target).toMatchObject({
      type: 'profile',
      title: 'Sly Subject',
      link: `/profile/${subject!.id}`,
      removed: false,
      subject: { id: subject!.id, name: 'Sly Subject' },
    });
    expect(group.reports.map((entry: { reason: string }) => entry.reason)).toEqual(['hate', 'fake_profile']);
    expect(group.reports[0]).toMatchObject({
      reporter: { id: rob!.id, name: 'Rob Reporter' },
      snapshot: { title: 'Sly Subject' },
    });
    expect(group.history).toEqual({
      reportsAgainst: 0,
      warnings: 0,
      suspensions: 0,
      suspendedUntil: null,
      suspendedForGood: false,
    });
    const warned = page.groups.find((entry: Group) => entry.target.id === other.id);
    expect(warned.history).toMatchObject({ reportsAgainst: 1, warnings: 1 });
    expect(warned.actions).toEqual([
      expect.objectContaining({
        action: 'warn',
        reason: 'Be kind',
        moderator: { id: admin.id, name: 'Ada Admin' },
      }),
    ]);
  });

  it('pages the groups by the cursor, none twice', async () => {
    const reporter = await createUser(test, { name: 'Many Reports' });
    const db = test.database.connection.db;
    const now = clock.now().getTime();
    // Written directly: more targets than a page, past the hourly cap.
    await db.insert(reports).values(
      Array.from({ length: MODERATION_QUEUE_PAGE + 2 }, (_, index) => ({
        reporterId: reporter.id,
        targetType: 'game' as const,
        targetId: crypto.randomUUID(),
        reason: 'spam_or_scam' as const,
        snapshot: { title: `Gone ${index}` },
        createdAt: new Date(now + (index + 1) * 1000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { groups: Group[]; nextCursor: string | null } = (
        await admin.client.get(`/api/moderation/reports${cursor ? `?cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...page.groups.map((group: Group) => `${group.target.type}:${group.target.id}`));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    const first = (await admin.client.get('/api/moderation/reports')).json().groups[0];
    // A deleted target still shows, with its snapshot, as gone.
    expect(first.target).toMatchObject({ type: 'game', title: null, link: null, removed: true });
    expect(first.reports[0].snapshot).toEqual({ title: `Gone ${MODERATION_QUEUE_PAGE + 1}` });
    expect((await admin.client.get('/api/moderation/reports?cursor=nonsense')).statusCode).toBe(400);
  });
});

describe('actions', () => {
  it('dismisses: the reports close, each reporter is told once that it was reviewed, and the log records it', async () => {
    const [subject, rita, rob] = await Promise.all(
      ['Dee Subject', 'Dora Reporter', 'Dan Reporter'].map((name) => createUser(test, { name })),
    );
    await report(rita!, 'profile', subject!.id);
    await report(rob!, 'profile', subject!.id);
    const dismissed = await act({
      action: 'dismiss',
      targetType: 'profile',
      targetId: subject!.id,
      reason: 'Not abuse',
    });
    expect(dismissed.statusCode).toBe(201);
    expect(dismissed.json().action).toMatchObject({
      action: 'dismiss',
      moderator: { id: admin.id, name: 'Ada Admin' },
      targetType: 'profile',
      targetId: subject!.id,
      subject: { id: subject!.id, name: 'Dee Subject' },
      reason: 'Not abuse',
      suspendedUntil: null,
    });
    expect(await groupOf('profile', subject!.id)).toBeUndefined();
    for (const reporter of [rita!, rob!]) {
      const told = await noticesOf(reporter, 'report_reviewed');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ message: moderationTexts.reportReviewed });
    }
    expect(await noticesOf(subject!, 'account_warning')).toEqual([]);
    const log = (await admin.client.get('/api/moderation/actions')).json();
    expect(log.actions[0]).toMatchObject({ id: dismissed.json().action.id, action: 'dismiss' });
    // Closed: the reporter may report it again.
    await report(rita!, 'profile', subject!.id);
  });

  it('warns the subject with the reason', async () => {
    const [subject, reporter] = await Promise.all(['Wren', 'Will'].map((name) => createUser(test, { name })));
    await report(reporter!, 'profile', subject!.id);
    expect(
      (
        await act({
          action: 'warn',
          targetType: 'profile',
          targetId: subject!.id,
          reason: 'Mind your language',
        })
      ).statusCode,
    ).toBe(201);
    const warning = await noticesOf(subject!, 'account_warning');
    expect(warning).toHaveLength(1);
    expect(warning[0]!.message).toBe(moderationTexts.warning('Mind your language'));
    expect(await noticesOf(reporter!, 'report_reviewed')).toHaveLength(1);
    // A profile is never removed.
    const remove = await act({ action: 'remove', targetType: 'profile', targetId: subject!.id, reason: 'x' });
    expect(remove.statusCode).toBe(400);
  });

  it('removes a direct message: the thread and the inbox show it removed with no text, and it is not unread', async () => {
    const [ana, ben] = await Promise.all(['Ana', 'Ben'].map((name) => createUser(test, { name })));
    await befriend(ana!, ben!);
    const sent = await ben!.client.post(`/api/messages/${ana!.id}`, { message: 'Threatening words' });
    const messageId = sent.json().id;
    await report(ana!, 'direct_message', messageId);
    expect(
      (await act({ action: 'remove', targetType: 'direct_message', targetId: messageId, reason: 'Threat' }))
        .statusCode,
    ).toBe(201);

    for (const viewer of [ana!, ben!]) {
      const other = viewer === ana ? ben! : ana!;
      const thread = (await viewer.client.get(`/api/messages/${other.id}`)).json();
      expect(thread.messages).toEqual([
        expect.objectContaining({ id: messageId, message: '', removed: true }),
      ]);
      const inbox = (await viewer.client.get('/api/messages')).json();
      expect(inbox.conversations[0].lastMessage).toMatchObject({ preview: '', removed: true });
    }
    expect((await ana!.client.get('/api/messages/unread')).json().unreadTotal).toBe(0);
    // Never pushed or emailed once removed.
    expect(
      await test.app.services.messageDelivery.deliverUnread({ receiverId: ana!.id, senderId: ben!.id }),
    ).toBe(false);
    expect(await noticesOf(ana!, 'report_reviewed')).toHaveLength(1);
    // Removed: nobody may report it again, as if it were not there.
    const again = await ana!.client.post('/api/reports', {
      targetType: 'direct_message',
      targetId: messageId,
      reason: 'hate',
    });
    expect(again.statusCode).toBe(404);
  });

  it('removes a game-chat message from the history, the pinned announcements and the inbox', async () => {
    const scene = await chatScene(test);
    const said = await say(scene.host, scene.gameId, 'Pay me in cash tonight', true);
    const plain = await say(scene.host, scene.gameId, 'Cash only, no questions');
    await report(scene.player, 'game_chat_message', said.id, 'spam_or_scam');
    await report(scene.player, 'game_chat_message', plain.id, 'spam_or_scam');
    expect(
      (await act({ action: 'remove', targetType: 'game_chat_message', targetId: plain.id, reason: 'Scam' }))
        .statusCode,
    ).toBe(201);
    // The plain message waited for the burst delivery: removed, it is never pushed or emailed.
    expect(await test.app.services.gameChatDelivery.deliverUnread({ gameId: scene.gameId })).toBe(0);
    expect(
      (await act({ action: 'remove', targetType: 'game_chat_message', targetId: said.id, reason: 'Scam' }))
        .statusCode,
    ).toBe(201);
    const chat = (await scene.player.client.get(`/api/games/${scene.gameId}/chat`)).json();
    expect(chat.messages).toEqual([
      expect.objectContaining({ id: said.id, message: '', removed: true }),
      expect.objectContaining({ id: plain.id, message: '', removed: true }),
    ]);
    expect(chat.pinned).toEqual([expect.objectContaining({ id: said.id, message: '', removed: true })]);
    const inbox = (await scene.player.client.get('/api/messages')).json();
    const line = inbox.gameChats.find((entry: { game: { id: string } }) => entry.game.id === scene.gameId);
    expect(line.lastMessage).toMatchObject({ preview: '', removed: true });
  });

  it('removes a review: listed removed with no comment, and out of the average', async () => {
    const host = await createUser(test, { name: 'Rev Host' });
    const [ben, cleo] = await Promise.all(['Rev Ben', 'Rev Cleo'].map((name) => createUser(test, { name })));
    const gameId = await insertGame(test, host.id, {
      title: 'Review run',
      startsAt: new Date(clock.now().getTime() + HOUR),
      players: [ben!.id, cleo!.id],
    });
    clock.advance(2 * HOUR);
    const rude = await ben!.client.post(`/api/games/${gameId}/reviews`, {
      reviewedUserId: cleo!.id,
      rating: 1,
      comment: 'Terrible person',
    });
    expect(rude.statusCode).toBe(201);
    await host.client.post(`/api/games/${gameId}/reviews`, { reviewedUserId: cleo!.id, rating: 5 });
    await report(cleo!, 'review', rude.json().id);
    expect(
      (await act({ action: 'remove', targetType: 'review', targetId: rude.json().id, reason: 'Abusive' }))
        .statusCode,
    ).toBe(201);
    const profile = (await host.client.get(`/api/profiles/${cleo!.id}`)).json();
    expect(profile.reviews).toContainEqual(
      expect.objectContaining({ id: rude.json().id, comment: null, removed: true }),
    );
    expect(profile.stats).toMatchObject({ rating: 5 });
  });

  it('removes a news post: the list shows it removed, with no words and no images', async () => {
    const creator = await createUser(test, { name: 'News Creator' });
    const member = await createUser(test, { name: 'News Member' });
    const leagueId = (
      await creator.client.post('/api/leagues', { name: 'Night Owls', sport: 'soccer', skillLevel: 'casual' })
    ).json().id;
    await member.client.post(`/api/leagues/${leagueId}/join`);
    const postId = (
      await creator.client.post(`/api/leagues/${leagueId}/news`, { title: 'Cheap tickets', content: 'DM me' })
    ).json().id;
    await report(member, 'league_news_post', postId, 'spam_or_scam');
    expect(
      (await act({ action: 'remove', targetType: 'league_news_post', targetId: postId, reason: 'Spam' }))
        .statusCode,
    ).toBe(201);
    const news = (await member.client.get(`/api/leagues/${leagueId}/news`)).json();
    expect(news.posts).toEqual([
      expect.objectContaining({ id: postId, title: '', content: null, images: [], removed: true }),
    ]);
  });

  it('removes a game as its host’s cancel does, its players told a moderator removed it', async () => {
    const host = await createUser(test, { name: 'Scam Host' });
    const player = await createUser(test, { name: 'Fooled Player' });
    const gameId = await insertGame(test, host.id, { title: 'Sunday pickup', players: [player.id] });
    await report(player, 'game', gameId, 'spam_or_scam');
    expect(
      (await act({ action: 'remove', targetType: 'game', targetId: gameId, reason: 'Scam' })).statusCode,
    ).toBe(201);
    expect((await player.client.get(`/api/games/${gameId}`)).statusCode).toBe(404);
    for (const user of [player, host]) {
      const removed = await noticesOf(user, 'game_removed');
      expect(removed).toHaveLength(1);
      expect(removed[0]!.message).toContain('"Sunday pickup"');
      expect(removed[0]!.message).toContain('was removed by a moderator');
    }
    expect(await noticesOf(player, 'report_reviewed')).toHaveLength(1);
    const again = await act({ action: 'remove', targetType: 'game', targetId: gameId, reason: 'Scam' });
    expect(again.statusCode).toBe(404);
  });

  it('removes a league as its creator’s delete does, its members told a moderator removed it', async () => {
    const creator = await createUser(test, { name: 'League Creator' });
    const member = await createUser(test, { name: 'League Member' });
    const leagueId = (
      await creator.client.post('/api/leagues', { name: 'Hate Club', sport: 'soccer', skillLevel: 'casual' })
    ).json().id;
    await member.client.post(`/api/leagues/${leagueId}/join`);
    await report(member, 'league', leagueId, 'hate');
    expect(
      (await act({ action: 'remove', targetType: 'league', targetId: leagueId, reason: 'Hate' })).statusCode,
    ).toBe(201);
    expect((await member.client.get(`/api/leagues/${leagueId}`)).statusCode).toBe(404);
    const removed = await noticesOf(member, 'league_removed');
    expect(removed).toHaveLength(1);
    expect(removed[0]!.message).toBe(moderationTexts.leagueRemoved('Hate Club'));
  });

  it('suspends for a number of days and reinstates, each recorded, the history showing the suspension', async () => {
    const [subject, reporter] = await Promise.all(
      ['Sus Pect', 'Rae'].map((name) => createUser(test, { name })),
    );
    await report(reporter!, 'profile', subject!.id);
    const suspended = await act({
      action: 'suspend',
      userId: subject!.id,
      days: 7,
      reason: 'Repeated harassment',
      targetType: 'profile',
      targetId: subject!.id,
    });
    expect(suspended.statusCode).toBe(201);
    const until = new Date(suspended.json().action.suspendedUntil).getTime();
    expect(Math.abs(until - (clock.now().getTime() + 7 * DAY))).toBeLessThan(60_000);
    expect(await test.app.services.suspensions.activeOf(subject!.id)).not.toBeNull();
    expect(await noticesOf(reporter!, 'report_reviewed')).toHaveLength(1);

    await report(reporter!, 'profile', subject!.id);
    const group = await groupOf('profile', subject!.id);
    expect(group?.history).toMatchObject({
      suspensions: 1,
      suspendedForGood: false,
      suspendedUntil: suspended.json().action.suspendedUntil,
    });

    expect(
      (await act({ action: 'reinstate', userId: subject!.id, reason: 'Appeal upheld' })).statusCode,
    ).toBe(201);
    expect(await test.app.services.suspensions.activeOf(subject!.id)).toBeNull();
    const forGood = await act({ action: 'suspend', userId: subject!.id, days: null, reason: 'Threats' });
    expect(forGood.json().action.suspendedUntil).toBeNull();
    expect(await test.app.services.suspensions.activeOf(subject!.id)).toEqual({ endsAt: null });
    // Never one's own account.
    expect((await act({ action: 'suspend', userId: admin.id, days: 1, reason: 'x' })).statusCode).toBe(400);

    const log = (await admin.client.get('/api/moderation/actions')).json();
    expect(log.actions.slice(0, 3).map((entry: { action: string }) => entry.action)).toEqual([
      'suspend',
      'reinstate',
      'suspend',
    ]);
  });
});
