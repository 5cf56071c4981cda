import type { FairPlayLevel } from '@rally/shared/fair-play/fair-play.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairPlayRecords } from '../../db/schema/fair-play.ts';
import { gameAttendance, gameInvitations, games, gameWaitlist } from '../../db/schema/games.ts';
import { sportsmanshipReviews } from '../../db/schema/reviews.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

// The fair-play record (issue 28 §4): rewritten when a review, a settled outcome or a correction
// changes what it counts, and when outcomes leave the 12 months; read from the stored row by the
// profile, the roster, join requests and game cards; and the host's requirement, enforced on join,
// request, invitation and waitlist promotion. One app; the clock only moves forward (the aging test last).

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let test: TestApp;
let clock: TestClock;
beforeAll(async () => {
  clock = createTestClock();
  test = await buildTestApp({ clock });
});
afterAll(async () => {
  await test.close();
});

const db = () => test.database.connection.db;
const users = async (count: number) => Promise.all(Array.from({ length: count }, () => createUser(test)));
const storedLevel = async (user: TestUser) =>
  (await db().select().from(fairPlayRecords).where(eq(fairPlayRecords.userId, user.id)))[0]?.level;
const profileFairPlay = async (viewer: TestUser, user: TestUser) =>
  (await viewer.client.get(`/api/profiles/${user.id}`)).json().fairPlay;
const detail = async (user: TestUser, gameId: string) => {
  const response = await user.client.get(`/api/games/${gameId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** Gives players a stored level directly: the requirement's tests do not depend on how it was earned. */
async function setLevel(user: TestUser, level: FairPlayLevel) {
  await db()
    .insert(fairPlayRecords)
    .values({ userId: user.id, level, attended: 10, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: fairPlayRecords.userId, set: { level } });
}

/** A game starting `ms` after the test clock's now (negative: it started that long ago). */
const gameAt = (
  ms: number,
  host: TestUser,
  players: TestUser[],
  overrides: Parameters<typeof insertGame>[2] = {},
) =>
  insertGame(test, host.id, {
    startsAt: new Date(clock.now().getTime() + ms),
    players: players.map((player) => player.id),
    ...overrides,
  });

/** `count` past games the player attended, settled an hour after each start. */
async function attendedGames(player: TestUser, host: TestUser, count: number, outcome = 'attended' as const) {
  for (let index = 0; index < count; index += 1) {
    const startsAgo = (index + 2) * DAY;
    const settledAt = new Date(clock.now().getTime() - startsAgo + HOUR);
    const gameId = await gameAt(-startsAgo, host, [player], { attendanceSettledAt: settledAt });
    await db().insert(gameAttendance).values({ gameId, userId: player.id, outcome, settledAt });
  }
}

describe('the stored record', () => {
  it('is written by the backfill, rewritten by each review and by a moderator removing one, and shown on the profile to everyone', async () => {
    const [host, player, reviewerA, reviewerB, reviewerC] = await users(5);
    // No row yet: new, whoever looks.
    expect(await profileFairPlay(host!, player!)).toEqual({
      level: 'new',
      settledGames: 0,
      reliability: null,
      sportsmanship: { average: null, count: 0 },
    });
    await attendedGames(player!, host!, 5);
    // Outcomes written without the record (before this feature): the daily job's backfill writes it once.
    expect(await storedLevel(player!)).toBeUndefined();
    await test.app.services.fairPlay.refreshDue();
    expect(await storedLevel(player!)).toBe('great');

    // Three poor reviews: each rewrites the record in its own transaction; the third sinks the level.
    const played = await gameAt(-3 * HOUR, host!, [player!, reviewerA!, reviewerB!, reviewerC!]);
    for (const reviewer of [reviewerA!, reviewerB!]) {
      const response = await reviewer.client.post(`/api/games/${played}/reviews`, {
        reviewedUserId: player!.id,
        rating: 2,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await storedLevel(player!)).toBe('great');
    await reviewerC!.client.post(`/api/games/${played}/reviews`, { reviewedUserId: player!.id, rating: 3 });
    expect(await storedLevel(player!)).toBe('needs_improvement');
    const expected = {
      level: 'needs_improvement',
      settledGames: 5,
      reliability: 100,
      sportsmanship: { average: 2.3, count: 3 },
    };
    expect((await player!.client.get('/api/profiles/me')).json().fairPlay).toEqual(expected);
    expect(await profileFairPlay(host!, player!)).toEqual(expected);
    // A moderator removes the lowest review: the record is rewritten in the removal's transaction.
    const [lowest] = await db()
      .select({ id: sportsmanshipReviews.id })
      .from(sportsmanshipReviews)
      .where(eq(sportsmanshipReviews.reviewerId, reviewerA!.id));
    await test.app.services.moderation.act(null, {
      action: 'remove',
      targetType: 'review',
      targetId: lowest!.id,
      reason: 'Abusive',
    });
    expect(await profileFairPlay(host!, player!)).toEqual({
      ...expected,
      level: 'great',
      sportsmanship: { average: 2.5, count: 2 },
    });
  });

  it('is rewritten when an outcome settles and when the host corrects it, and shows on the roster', async () => {
    const [host, player] = await users(2);
    await attendedGames(player!, host!, 4);
    await test.app.services.fairPlay.refresh(player!.id);
    expect(await storedLevel(player!)).toBe('new');

    const gameId = await gameAt(-2 * HOUR, host!, [player!]);
    expect(
      (await host!.client.put(`/api/games/${gameId}/attendance/${player!.id}`, { mark: 'present' }))
        .statusCode,
    ).toBe(200);
    await test.app.services.attendance.settleDue();
    // The fifth settled game: judged now, and great.
    expect(await storedLevel(player!)).toBe('great');
    const roster = (await detail(host!, gameId)).participants;
    expect(roster).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: player!.id, fairPlayLevel: 'great' }),
        expect.objectContaining({ id: host!.id, fairPlayLevel: 'new' }),
      ]),
    );

    // The host's correction: 4 attended and a no-show is 80%, good.
    expect(
      (await host!.client.put(`/api/games/${gameId}/attendance/${player!.id}`, { mark: 'absent' }))
        .statusCode,
    ).toBe(200);
    expect(await storedLevel(player!)).toBe('good');
  });
});

describe("the host's requirement", () => {
  const joinAs = (player: TestUser, gameId: string) => player.client.post(`/api/games/${gameId}/join`);

  it('is set on create, shown on the page, and refuses a new player a game that does not take them', async () => {
    const [host, newcomer, good, poor] = await users(4);
    await setLevel(good!, 'good');
    await setLevel(poor!, 'needs_improvement');
    const start = new Date(clock.now().getTime() + 3 * DAY).toISOString();
    const created = await host!.client.post('/api/games', {
      sport: 'soccer',
      title: 'Good records only',
      date: start.slice(0, 10),
      time: '18:00',
      timeZone: 'UTC',
      location: 'Central Park',
      minFairPlay: 'good',
      newPlayersWelcome: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const game = created.json();
    expect(game).toMatchObject({ minFairPlay: 'good', newPlayersWelcome: false, waitlistByFairPlay: false });
    expect(game.viewer.fairPlayRefusal).toBeNull();

    const page = await detail(newcomer!, game.id);
    expect(page.viewer.fairPlayRefusal).toBe(
      'This game needs a Good fair-play record and does not take new players yet',
    );
    expect(page.abilities).toMatchObject({ canJoin: false, canRequest: false, canJoinWaitlist: false });
    const refused = await joinAs(newcomer!, game.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'fair_play_required',
      message: 'This game needs a Good fair-play record and does not take new players yet',
    });
    const poorRefused = await joinAs(poor!, game.id);
    expect(poorRefused.statusCode).toBe(403);
    expect(poorRefused.json().message).toBe('This game needs a Good fair-play record');

    expect((await detail(good!, game.id)).abilities.canJoin).toBe(true);
    expect((await joinAs(good!, game.id)).statusCode).toBe(200);

    // The host opens it to new players: the newcomer may join now.
    const edited = await host!.client.patch(`/api/games/${game.id}`, {
      sport: 'soccer',
      title: 'Good records only',
      date: start.slice(0, 10),
      time: '18:00',
      timeZone: 'UTC',
      location: 'Central Park',
      minFairPlay: 'good',
      newPlayersWelcome: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await detail(newcomer!, game.id)).viewer.fairPlayRefusal).toBeNull();
    expect((await joinAs(newcomer!, game.id)).statusCode).toBe(200);
  });

  it('refuses Good players a Great game, on join, on an accepted invitation and on a request', async () => {
    const [host, good, great, invited, asker] = await users(5);
    await Promise.all([
      setLevel(good!, 'good'),
      setLevel(great!, 'great'),
      setLevel(invited!, 'good'),
      setLevel(asker!, 'good'),
    ]);
    const open = await gameAt(DAY, host!, [], { minFairPlay: 'great' });
    expect((await joinAs(good!, open)).json().message).toBe('This game needs a Great fair-play record');
    expect((await joinAs(great!, open)).statusCode).toBe(200);

    const privateGame = await gameAt(DAY, host!, [], { minFairPlay: 'great', isPrivate: true });
    // An invitation does not lift the requirement.
    await db()
      .insert(gameInvitations)
      .values({ gameId: privateGame, userId: invited!.id, invitedBy: host!.id });
    const accepted = await joinAs(invited!, privateGame);
    expect(accepted.statusCode).toBe(403);
    expect(accepted.json().code).toBe('fair_play_required');
    const asked = await asker!.client.post(`/api/games/${privateGame}/requests`, {});
    expect(asked.statusCode).toBe(403);
    expect(asked.json().message).toBe('This game needs a Great fair-play record');
    // Without a requirement the same player asks, and the host sees their level on the request.
    const plain = await gameAt(DAY, host!, [], { isPrivate: true });
    expect((await asker!.client.post(`/api/games/${plain}/requests`, {})).statusCode).toBe(200);
    const requests = (await host!.client.get(`/api/games/${plain}/requests`)).json().requests;
    expect(requests).toEqual([expect.objectContaining({ fairPlayLevel: 'good' })]);
  });

  it('promotes from the waitlist higher levels first, skipping (not removing) those below the requirement', async () => {
    const [host, playing, slipped, good, great, newcomer] = await users(6);
    await Promise.all([
      setLevel(playing!, 'good'),
      setLevel(slipped!, 'good'),
      setLevel(good!, 'good'),
      setLevel(great!, 'great'),
    ]);
    const gameId = await gameAt(2 * DAY, host!, [playing!], {
      maxPlayers: 2,
      minFairPlay: 'good',
      newPlayersWelcome: true,
      waitlistByFairPlay: true,
    });
    for (const waiting of [slipped!, good!, great!, newcomer!]) {
      const response = await waiting.client.post(`/api/games/${gameId}/waitlist`);
      expect(response.statusCode, response.body).toBe(200);
      clock.advance(MINUTE);
    }
    // The first in line's record slips below the requirement while they wait.
    await setLevel(slipped!, 'needs_improvement');
    const line = async () =>
      (await db().select().from(gameWaitlist).where(eq(gameWaitlist.gameId, gameId))).map(
        (row) => row.userId,
      );

    const promotedAfterLeaving = async (leaver: TestUser) => {
      expect((await leaver.client.post(`/api/games/${gameId}/leave`)).statusCode).toBe(200);
      const roster = (await detail(host!, gameId)).participants.map((player: { id: string }) => player.id);
      return roster.find((id: string) => id !== host!.id);
    };
    expect(await promotedAfterLeaving(playing!)).toBe(great!.id);
    expect(await promotedAfterLeaving(great!)).toBe(good!.id);
    expect(await promotedAfterLeaving(good!)).toBe(newcomer!.id);
    // Skipped, still in line.
    expect(await line()).toEqual([slipped!.id]);
  });
});

describe("a weekly series' requirement", () => {
  it('is copied from the template to each game made, and refuses a regular below it', async () => {
    const [host, newcomer, great] = await users(3);
    await setLevel(great!, 'great');
    const start = new Date(clock.now().getTime() + 2 * DAY).toISOString().slice(0, 10);
    const created = await host!.client.post('/api/games', {
      sport: 'soccer',
      title: 'Weekly, great records',
      date: start,
      time: '19:00',
      timeZone: 'UTC',
      location: 'Hackney Marshes',
      minFairPlay: 'great',
      newPlayersWelcome: false,
      waitlistByFairPlay: true,
      repeats: { weekdays: [1, 2, 3, 4, 5, 6, 7], endsAfterCount: 3 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const seriesId = created.json().series.id as string;
    const made = await db().select().from(games).where(eq(games.seriesId, seriesId));
    expect(made).toHaveLength(3);
    for (const game of made)
      expect(game).toMatchObject({
        minFairPlay: 'great',
        newPlayersWelcome: false,
        waitlistByFairPlay: true,
      });

    // The series section offers "Join every week" only to a player the requirement lets in.
    const canJoinSeries = async (player: typeof newcomer) =>
      (await player!.client.get(`/api/series/${seriesId}`)).json().abilities.canJoinSeries;
    expect(await canJoinSeries(newcomer)).toBe(false);
    expect(await canJoinSeries(great)).toBe(true);

    const refused = await newcomer!.client.post(`/api/series/${seriesId}/regulars`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'fair_play_required',
      message: 'This game needs a Great fair-play record and does not take new players yet',
    });
    expect((await great!.client.post(`/api/series/${seriesId}/regulars`)).statusCode).toBe(200);
  });
});

describe('game cards and Find', () => {
  it("carry the host's level, and joinable=true leaves out the games the viewer may not join", async () => {
    const [host, viewer] = await users(2);
    await setLevel(host!, 'great');
    const title = `Fair find ${crypto.randomUUID().slice(0, 8)}`;
    const open = await gameAt(DAY, host!, [], { title });
    const goodOnly = await gameAt(DAY + HOUR, host!, [], {
      title,
      minFairPlay: 'good',
      newPlayersWelcome: false,
    });
    const find = async (joinable: boolean, filter = 'joinable=true') =>
      (
        await viewer!.client.get(
          `/api/games?q=${encodeURIComponent(title)}&distance=any${joinable ? `&${filter}` : ''}`,
        )
      ).json().games as { id: string; hostFairPlayLevel: string }[];
    const all = await find(false);
    expect(all.map((game) => game.id)).toEqual([open, goodOnly]);
    expect(all.every((game) => game.hostFairPlayLevel === 'great')).toBe(true);
    expect((await find(true)).map((game) => game.id)).toEqual([open]);
    // Find's "Only games I can join" (eligible=only) includes the requirement.
    expect((await find(true, 'eligible=only')).map((game) => game.id)).toEqual([open]);
    await setLevel(viewer!, 'good');
    expect((await find(true)).map((game) => game.id)).toEqual([open, goodOnly]);
    // The host's own game is always theirs to see.
    const hostView = (
      await host!.client.get(`/api/games?q=${encodeURIComponent(title)}&distance=any&joinable=true`)
    ).json();
    expect(hostView.games).toHaveLength(2);
  });
});

describe('aging', () => {
  it('recounts a record once its outcomes leave the 12 months (the daily job)', async () => {
    const [host, player] = await users(2);
    await attendedGames(player!, host!, 5);
    await test.app.services.fairPlay.refresh(player!.id);
    expect(await storedLevel(player!)).toBe('great');
    clock.advance(366 * DAY);
    // The page reads the stored row: still great until the job runs.
    expect((await profileFairPlay(host!, player!)).level).toBe('great');
    await test.app.services.fairPlay.refreshDue();
    expect(await profileFairPlay(host!, player!)).toMatchObject({ level: 'new', settledGames: 0 });
  });
});
