import { moderationTexts, REPORTS_PER_HOUR } from '@rally/shared/moderation/moderation.constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userBlocks } from '../../db/schema/blocks.ts';
import { reports } from '../../db/schema/moderation.ts';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { chatScene, say } from '../../test/game-chat-scene.ts';
import { insertGame } from '../../test/game-factories.ts';
import { reviewAfterGame } from '../../test/review-scene.ts';
import { befriend } from '../../test/social-factories.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

const HOUR = 60 * 60 * 1000;

let test: TestApp;
let clock: TestClock;
beforeAll(async () => {
  clock = createTestClock();
  test = await buildTestApp({ clock });
});
afterAll(async () => {
  await test.close();
});

const report = (user: TestUser, body: Record<string, unknown>) =>
  user.client.post('/api/reports', { reason: 'harassment', ...body });

const reportsOf = (reporterId: string) =>
  test.database.connection.db.select().from(reports).where(eq(reports.reporterId, reporterId));

async function sendMessage(from: TestUser, to: TestUser, message: string): Promise<string> {
  const sent = await from.client.post(`/api/messages/${to.id}`, { message });
  if (sent.statusCode !== 201) throw new Error(`send failed: ${sent.body}`);
  return sent.json().id;
}

describe('reporting', () => {
  it('keeps a snapshot of a news post that survives its edit and its deletion', async () => {
    const creator = await createUser(test, { name: 'Cara Creator' });
    const member = await createUser(test, { name: 'Mo Member' });
    const created = await creator.client.post('/api/leagues', {
      name: 'Dawn Runners',
      sport: 'soccer',
      skillLevel: 'casual',
    });
    const leagueId = created.json().id;
    expect((await member.client.post(`/api/leagues/${leagueId}/join`)).statusCode).toBe(200);
    const post = await creator.client.post(`/api/leagues/${leagueId}/news`, {
      title: 'Kit money',
      content: 'Send me 50 in gift cards',
    });
    expect(post.statusCode).toBe(201);
    const postId = post.json().id;

    const sent = await report(member, {
      targetType: 'league_news_post',
      targetId: postId,
      reason: 'spam_or_scam',
      details: '  asks for gift cards  ',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ status: 'reported', message: moderationTexts.reported });

    const edited = await creator.client.patch(`/api/leagues/${leagueId}/news/${postId}`, {
      title: 'Kit',
      content: 'Nothing to see',
    });
    expect(edited.statusCode).toBe(200);
    expect((await creator.client.delete(`/api/leagues/${leagueId}/news/${postId}`)).statusCode).toBe(200);

    const [stored] = await reportsOf(member.id);
    expect(stored).toMatchObject({
      targetType: 'league_news_post',
      targetId: postId,
      subjectUserId: creator.id,
      reason: 'spam_or_scam',
      details: 'asks for gift cards',
      status: 'open',
      snapshot: { title: 'Kit money', text: 'Send me 50 in gift cards' },
    });
  });

  it('keeps a direct message as it read, and only the two in the conversation may report it', async () => {
    const [ana, ben, cat] = await Promise.all(
      ['Ana', 'Ben', 'Cat'].map((name) => createUser(test, { name })),
    );
    await befriend(ana!, ben!);
    const messageId = await sendMessage(ben!, ana!, 'You will regret this');

    const outsider = await report(cat!, { targetType: 'direct_message', targetId: messageId });
    expect(outsider.statusCode).toBe(404);
    const missing = await report(ana!, { targetType: 'direct_message', targetId: crypto.randomUUID() });
    expect(missing.statusCode).toBe(404);
    // The same answer for a message that is not theirs as for one that does not exist.
    expect(outsider.json().message).toBe(missing.json().message);

    const own = await report(ben!, { targetType: 'direct_message', targetId: messageId });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(moderationTexts.cannotReportSelf);

    expect((await report(ana!, { targetType: 'direct_message', targetId: messageId })).statusCode).toBe(201);
    const [stored] = await reportsOf(ana!.id);
    expect(stored).toMatchObject({ subjectUserId: ben!.id, snapshot: { text: 'You will regret this' } });
  });

  it('answers 404 for a private game the reporter cannot see and for a chat of a game they are not in', async () => {
    const host = await createUser(test, { name: 'Priv Host' });
    const stranger = await createUser(test, { name: 'Stranger' });
    const privateGame = await insertGame(test, host.id, { title: 'Secret run', isPrivate: true });
    expect((await report(stranger, { targetType: 'game', targetId: privateGame })).statusCode).toBe(404);

    const scene = await chatScene(test);
    const said = await say(scene.host, scene.gameId, 'Bring cash only');
    expect(
      (await report(scene.outsider, { targetType: 'game_chat_message', targetId: said.id })).statusCode,
    ).toBe(404);
    expect(
      (await report(scene.player, { targetType: 'game_chat_message', targetId: said.id })).statusCode,
    ).toBe(201);
    const publicGame = await insertGame(test, host.id, { title: 'Open run' });
    expect((await report(stranger, { targetType: 'game', targetId: publicGame })).statusCode).toBe(201);
    expect((await report(stranger, { targetType: 'profile', targetId: stranger.id })).statusCode).toBe(400);
  });

  it('takes a review’s report from anyone who may see the profile it is on, never from its author', async () => {
    const [host, ben, cleo, viewer, blocked] = await Promise.all(
      ['Rae Host', 'Rob Reviewer', 'Cleo Reviewed', 'Vera Viewer', 'Blake Blocked'].map((name) =>
        createUser(test, { name }),
      ),
    );
    const reviewId = await reviewAfterGame(
      test,
      clock,
      { host: host!, reviewer: ben!, reviewed: cleo! },
      { rating: 1, comment: 'Worst player ever, quit the sport' },
    );
    // The reviewed player has blocked one player: to them the profile, and its reviews, are not there.
    expect((await cleo!.client.put(`/api/blocks/${blocked!.id}`)).statusCode).toBe(200);

    // Someone reading Cleo's profile sees the review, with its author, and may report it.
    const shown = (await viewer!.client.get(`/api/profiles/${cleo!.id}`)).json();
    expect(shown.reviews).toContainEqual(expect.objectContaining({ id: reviewId, reviewerId: ben!.id }));
    expect((await report(viewer!, { targetType: 'review', targetId: reviewId })).statusCode).toBe(201);
    const [stored] = await reportsOf(viewer!.id);
    expect(stored).toMatchObject({
      targetType: 'review',
      subjectUserId: ben!.id,
      snapshot: { text: 'Worst player ever, quit the sport' },
    });
    // So may the reviewed player.
    expect((await report(cleo!, { targetType: 'review', targetId: reviewId })).statusCode).toBe(201);

    // Not its author.
    const own = await report(ben!, { targetType: 'review', targetId: reviewId });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(moderationTexts.cannotReportSelf);
    // Not one who may not see the profile: the same answer as a review that does not exist.
    expect((await blocked!.client.get(`/api/profiles/${cleo!.id}`)).statusCode).toBe(404);
    const hidden = await report(blocked!, { targetType: 'review', targetId: reviewId });
    const missing = await report(blocked!, { targetType: 'review', targetId: crypto.randomUUID() });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(missing.json().message);
    expect(await reportsOf(blocked!.id)).toEqual([]);
  });

  it('stores one open report per reporter and target, and a new one once the first is closed', async () => {
    const reporter = await createUser(test, { name: 'Rita' });
    const subject = await createUser(test, { name: 'Sam' });
    const first = await report(reporter, { targetType: 'profile', targetId: subject.id });
    expect(first.statusCode).toBe(201);
    const again = await report(reporter, { targetType: 'profile', targetId: subject.id, reason: 'hate' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'already_reported', message: moderationTexts.alreadyReported });
    // Two at once: the unique open index keeps one.
    const both = await Promise.all([
      report(reporter, { targetType: 'profile', targetId: subject.id }),
      report(reporter, { targetType: 'profile', targetId: subject.id }),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await reportsOf(reporter.id)).toHaveLength(1);

    const [open] = await reportsOf(reporter.id);
    await test.database.connection.db
      .update(reports)
      .set({ status: 'dismissed' })
      .where(eq(reports.id, open!.id));
    expect((await report(reporter, { targetType: 'profile', targetId: subject.id })).statusCode).toBe(201);
    expect(await reportsOf(reporter.id)).toHaveLength(2);
  });

  it('takes at most 10 reports an hour from an account, storing nothing beyond, and more an hour later', async () => {
    const reporter = await createUser(test, { name: 'Busy Reporter' });
    const subjects = await Promise.all(
      Array.from({ length: REPORTS_PER_HOUR + 2 }, (_, index) =>
        createUser(test, { name: `Subject ${index}` }),
      ),
    );
    for (const subject of subjects.slice(0, REPORTS_PER_HOUR))
      expect((await report(reporter, { targetType: 'profile', targetId: subject.id })).statusCode).toBe(201);
    const over = await report(reporter, {
      targetType: 'profile',
      targetId: subjects[REPORTS_PER_HOUR]!.id,
      block: true,
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(moderationTexts.tooManyReports);
    expect(await reportsOf(reporter.id)).toHaveLength(REPORTS_PER_HOUR);
    const blocked = await test.database.connection.db
      .select()
      .from(userBlocks)
      .where(
        and(eq(userBlocks.blockerId, reporter.id), eq(userBlocks.blockedId, subjects[REPORTS_PER_HOUR]!.id)),
      );
    expect(blocked).toEqual([]);
    // An open report already sent is still answered as such.
    expect((await report(reporter, { targetType: 'profile', targetId: subjects[0]!.id })).statusCode).toBe(
      200,
    );

    clock.advance(HOUR + 1000);
    expect(
      (await report(reporter, { targetType: 'profile', targetId: subjects[REPORTS_PER_HOUR]!.id }))
        .statusCode,
    ).toBe(201);
  });

  it('blocks the subject at the same time when asked', async () => {
    const reporter = await createUser(test, { name: 'Bea' });
    const subject = await createUser(test, { name: 'Troll' });
    expect(
      (await report(reporter, { targetType: 'profile', targetId: subject.id, block: true })).statusCode,
    ).toBe(201);
    const blocks = (await reporter.client.get('/api/blocks')).json().blocked;
    expect(blocks.map((entry: { user: { id: string } }) => entry.user.id)).toEqual([subject.id]);
  });

  it('refuses a report without a session, and with a reason or target type not on the list', async () => {
    expect(
      (
        await createClient(test.app).post('/api/reports', {
          targetType: 'profile',
          targetId: 'x',
          reason: 'hate',
        })
      ).statusCode,
    ).toBe(401);
    const reporter = await createUser(test, { name: 'Val' });
    expect(
      (await report(reporter, { targetType: 'profile', targetId: reporter.id, reason: 'meh' })).statusCode,
    ).toBe(400);
    expect((await report(reporter, { targetType: 'planet', targetId: reporter.id })).statusCode).toBe(400);
  });
});
