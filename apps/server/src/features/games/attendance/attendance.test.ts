import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameAttendance, gameCohosts, gameLateCancellations, games } from '../../../db/schema/games.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertGame } from '../../../test/game-factories.ts';
import { notificationsOf } from '../../../test/participation-scene.ts';
import { createTestClock, type TestClock } from '../../../test/test-clock.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';

// Check-in, the host's marks, settling once on any number of processes, corrections and their notice,
// late cancellations, and each player's record (issue 27 §2). One app: every test makes its own games
// relative to the clock, which only moves forward.

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
const settleDue = (app: TestApp = test) => app.app.services.attendance.settleDue();
const checkIn = (player: TestUser, gameId: string) => player.client.post(`/api/games/${gameId}/check-in`);
const mark = (by: TestUser, gameId: string, player: TestUser, value: 'present' | 'absent') =>
  by.client.put(`/api/games/${gameId}/attendance/${player.id}`, { mark: value });
const detail = async (user: TestUser, gameId: string) => {
  const response = await user.client.get(`/api/games/${gameId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const noShowNotices = async (user: TestUser) =>
  (await notificationsOf(user)).filter((notice) => notice.type === 'game_no_show');
const outcomes = async (gameId: string) =>
  Object.fromEntries(
    (await db().select().from(gameAttendance).where(eq(gameAttendance.gameId, gameId))).map((row) => [
      row.userId,
      row.outcome,
    ]),
  );
const users = async (count: number) => Promise.all(Array.from({ length: count }, () => createUser(test)));

/** A game starting `ms` after the test clock's now (negative: it started that long ago). */
function gameAt(
  ms: number,
  host: TestUser,
  players: TestUser[],
  overrides: Parameters<typeof insertGame>[2] = {},
) {
  return insertGame(test, host.id, {
    title: 'Tuesday run',
    startsAt: new Date(clock.now().getTime() + ms),
    players: players.map((player) => player.id),
    ...overrides,
  });
}

describe('checking in', () => {
  it('opens 30 minutes before the start: 31 minutes before is refused, 29 accepted, and a repeat is fine', async () => {
    const [host, player] = await users(2);
    const gameId = await gameAt(31 * MINUTE, host!, [player!]);
    const early = await checkIn(player!, gameId);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'check_in_closed',
      message: 'Check-in opens 30 minutes before the start.',
    });
    expect((await detail(player!, gameId)).abilities.canCheckIn).toBe(false);

    clock.advance(2 * MINUTE);
    expect((await detail(player!, gameId)).abilities.canCheckIn).toBe(true);
    const accepted = await checkIn(player!, gameId);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ message: "You're checked in" });
    const first = (await detail(player!, gameId)).viewer.checkIn;
    expect(first).toMatchObject({ checkedInAt: expect.any(String), outcome: null, outcomeReason: null });

    clock.advance(MINUTE);
    expect((await checkIn(player!, gameId)).statusCode).toBe(200);
    expect((await detail(player!, gameId)).viewer.checkIn.checkedInAt).toBe(first.checkedInAt);
    // The host plays too, and checks in the same way.
    expect((await checkIn(host!, gameId)).statusCode).toBe(200);
  });

  it('closes 60 minutes after the start: 59 minutes after is accepted, 61 refused', async () => {
    const [host, player] = await users(2);
    const open = await gameAt(-59 * MINUTE, host!, [player!]);
    const closed = await gameAt(-61 * MINUTE, host!, [player!]);
    expect((await checkIn(player!, open)).statusCode).toBe(200);
    const late = await checkIn(player!, closed);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'check_in_closed',
      message: 'Check-in closed 60 minutes after the start.',
    });
  });

  it('is for players only, and not for a called-off game', async () => {
    const [host, player, outsider] = await users(3);
    const gameId = await gameAt(10 * MINUTE, host!, [player!]);
    const refused = await checkIn(outsider!, gameId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Only players of this game can check in.' });
    expect((await detail(outsider!, gameId)).viewer.checkIn).toBeNull();

    const calledOff = await gameAt(10 * MINUTE, host!, [player!], { calledOffAt: clock.now() });
    expect((await checkIn(player!, calledOff)).statusCode).toBe(409);
    expect((await detail(player!, calledOff)).abilities.canCheckIn).toBe(false);
  });
});

describe('marking attendance', () => {
  it('is for the host and co-hosts only, from the window opening to 48 hours after the start', async () => {
    const [host, cohost, player, outsider] = await users(4);
    const gameId = await gameAt(40 * MINUTE, host!, [cohost!, player!]);
    await db().insert(gameCohosts).values({ gameId, userId: cohost!.id, createdAt: clock.now() });

    const tooEarly = await mark(host!, gameId, player!, 'present');
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json()).toMatchObject({ code: 'attendance_closed' });
    expect((await detail(host!, gameId)).abilities.canMarkAttendance).toBe(false);

    clock.advance(11 * MINUTE);
    expect((await detail(host!, gameId)).abilities.canMarkAttendance).toBe(true);
    expect((await detail(cohost!, gameId)).abilities.canMarkAttendance).toBe(true);
    expect((await detail(player!, gameId)).abilities.canMarkAttendance).toBe(false);
    expect((await mark(host!, gameId, player!, 'present')).statusCode).toBe(200);
    expect((await mark(cohost!, gameId, player!, 'absent')).statusCode).toBe(200);
    for (const other of [player!, outsider!]) {
      const refused = await mark(other, gameId, host!, 'absent');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'host_only' });
      expect((await other.client.get(`/api/games/${gameId}/attendance`)).statusCode).toBe(403);
    }
    const notPlaying = await mark(host!, gameId, outsider!, 'present');
    expect(notPlaying.statusCode).toBe(404);

    const list = await cohost!.client.get(`/api/games/${gameId}/attendance`);
    expect(list.statusCode).toBe(200);
    expect(list.json().players).toEqual([
      expect.objectContaining({ id: host!.id, isHost: true, mark: null }),
      expect.objectContaining({ id: cohost!.id, mark: null }),
      expect.objectContaining({ id: player!.id, mark: 'absent', checkedInAt: null }),
    ]);

    // The start is 29 minutes ahead: to one minute before the 48 hours after it end.
    clock.advance(48 * HOUR + 28 * MINUTE);
    expect((await mark(host!, gameId, player!, 'present')).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    const tooLate = await mark(host!, gameId, player!, 'present');
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toMatchObject({
      code: 'attendance_closed',
      message: 'Attendance can be corrected until 48 hours after the start.',
    });
  });
});

describe('settling', () => {
  it("writes each player's outcome once the window closes; the host's mark wins; no-shows are told why", async () => {
    const [host, checkedIn, markedAbsent, silent, overruled, markedPresent] = await users(6);
    const players = [checkedIn!, markedAbsent!, silent!, overruled!, markedPresent!];
    const gameId = await gameAt(10 * MINUTE, host!, players);
    for (const player of [host!, checkedIn!, overruled!])
      expect((await checkIn(player, gameId)).statusCode).toBe(200);
    expect((await mark(host!, gameId, markedAbsent!, 'absent')).statusCode).toBe(200);
    expect((await mark(host!, gameId, overruled!, 'absent')).statusCode).toBe(200);
    expect((await mark(host!, gameId, markedPresent!, 'present')).statusCode).toBe(200);

    // Not before the window closes (60 minutes after the start).
    clock.advance(69 * MINUTE);
    await settleDue();
    expect(await outcomes(gameId)).not.toHaveProperty(host!.id, 'attended');
    expect((await db().select().from(games).where(eq(games.id, gameId)))[0]?.attendanceSettledAt).toBeNull();

    clock.advance(2 * MINUTE);
    await settleDue();
    expect(await outcomes(gameId)).toEqual({
      [host!.id]: 'attended',
      [checkedIn!.id]: 'attended',
      [markedAbsent!.id]: 'no_show',
      [silent!.id]: 'no_show',
      [overruled!.id]: 'no_show',
      [markedPresent!.id]: 'attended',
    });
    expect(await noShowNotices(silent!)).toEqual([
      expect.objectContaining({
        title: 'Marked as a no-show',
        message: expect.stringContaining("You didn't check in and weren't marked present."),
        relatedId: gameId,
      }),
    ]);
    expect(await noShowNotices(markedAbsent!)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('The host marked you absent.') }),
    ]);
    expect(await noShowNotices(checkedIn!)).toEqual([]);
    expect((await detail(silent!, gameId)).viewer.checkIn).toMatchObject({
      outcome: 'no_show',
      outcomeReason: "You didn't check in and weren't marked present.",
    });
    expect((await detail(checkedIn!, gameId)).viewer.checkIn).toMatchObject({
      outcome: 'attended',
      outcomeReason: 'You checked in.',
    });

    // Settling again writes and tells nothing more.
    await settleDue();
    expect(await noShowNotices(silent!)).toHaveLength(1);
  });

  it('gives no outcome when attendance was not taken at all, and none for a called-off game', async () => {
    const [host, player] = await users(2);
    const untaken = await gameAt(-2 * HOUR, host!, [player!]);
    const calledOff = await gameAt(-2 * HOUR, host!, [player!], { calledOffAt: clock.now() });
    await settleDue();
    for (const gameId of [untaken, calledOff]) {
      expect(
        (await db().select().from(games).where(eq(games.id, gameId)))[0]?.attendanceSettledAt,
      ).not.toBeNull();
      expect(await outcomes(gameId)).toEqual({});
    }
    expect(await noShowNotices(player!)).toEqual([]);
    expect((await detail(player!, untaken)).viewer.checkIn).toMatchObject({
      outcome: null,
      outcomeReason: null,
    });
  });

  it('corrects an outcome at once within 48 hours, telling a player who becomes a no-show once per change', async () => {
    const [host, player, other] = await users(3);
    const gameId = await gameAt(-50 * MINUTE, host!, [player!, other!]);
    expect((await checkIn(player!, gameId)).statusCode).toBe(200);
    clock.advance(11 * MINUTE);
    await settleDue();
    expect((await outcomes(gameId))[player!.id]).toBe('attended');

    expect((await mark(host!, gameId, player!, 'absent')).statusCode).toBe(200);
    expect((await outcomes(gameId))[player!.id]).toBe('no_show');
    expect((await detail(player!, gameId)).viewer.checkIn).toMatchObject({
      outcome: 'no_show',
      outcomeReason: 'The host marked you absent.',
    });
    expect(await noShowNotices(player!)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('The host marked you absent.') }),
    ]);
    // The same mark again is no change: no second notice.
    expect((await mark(host!, gameId, player!, 'absent')).statusCode).toBe(200);
    expect(await noShowNotices(player!)).toHaveLength(1);

    // Marked present: attended again, and the record follows at once.
    expect((await mark(host!, gameId, other!, 'present')).statusCode).toBe(200);
    expect(await outcomes(gameId)).toMatchObject({ [other!.id]: 'attended' });
    expect(await noShowNotices(other!)).toHaveLength(1);
    const roster = (await detail(host!, gameId)).participants;
    expect(roster.find((entry: { id: string }) => entry.id === other!.id).record).toEqual({
      attended: 1,
      noShows: 0,
      lateCancellations: 0,
      reliability: 100,
    });
  });

  it('settles each game exactly once when two server processes run the job at the same moment', async () => {
    await settleDue();
    const second = await buildTestApp({ database: test.database, clock });
    try {
      const [host, player] = await users(2);
      const ids = [];
      for (let i = 0; i < 3; i += 1) {
        const gameId = await gameAt(-50 * MINUTE, host!, [player!]);
        expect((await checkIn(host!, gameId)).statusCode).toBe(200);
        ids.push(gameId);
      }
      clock.advance(11 * MINUTE);
      const settled = await Promise.all([settleDue(), settleDue(second), settleDue(), settleDue(second)]);
      expect(settled.reduce((sum, count) => sum + count, 0)).toBe(3);
      // One no-show notice per game, not one per process.
      expect(await noShowNotices(player!)).toHaveLength(3);
      for (const gameId of ids) expect((await outcomes(gameId))[player!.id]).toBe('no_show');
    } finally {
      await second.close();
    }
  });
});

describe('late cancellations', () => {
  const leave = (player: TestUser, gameId: string) => player.client.post(`/api/games/${gameId}/leave`);
  const lateRows = async (gameId: string) =>
    (await db().select().from(gameLateCancellations).where(eq(gameLateCancellations.gameId, gameId))).map(
      (row) => row.userId,
    );

  it('without a leave deadline: leaving within 2 hours of the start is one, before it not, a removal never', async () => {
    const [host, early, late, removed] = await users(4);
    const gameId = await gameAt(2 * HOUR + 2 * MINUTE, host!, [early!, late!, removed!]);
    expect((await leave(early!, gameId)).statusCode).toBe(200);
    clock.advance(3 * MINUTE);
    expect((await leave(late!, gameId)).statusCode).toBe(200);
    const removal = await host!.client.delete(`/api/games/${gameId}/players/${removed!.id}`);
    expect(removal.statusCode, removal.body).toBe(200);
    expect(await lateRows(gameId)).toEqual([late!.id]);
  });

  it('with a leave deadline: leaving after it is one, before it not', async () => {
    const [host, early, late] = await users(3);
    const gameId = await gameAt(5 * HOUR + 2 * MINUTE, host!, [early!, late!], { leaveDeadlineHours: 5 });
    expect((await leave(early!, gameId)).statusCode).toBe(200);
    clock.advance(3 * MINUTE);
    expect((await leave(late!, gameId)).statusCode).toBe(200);
    expect(await lateRows(gameId)).toEqual([late!.id]);
  });

  it('is settled as a late cancellation, shown in the host list, and the host may excuse it', async () => {
    const [host, player, late, excused] = await users(4);
    const gameId = await gameAt(90 * MINUTE, host!, [player!, late!, excused!]);
    expect((await leave(late!, gameId)).statusCode).toBe(200);
    expect((await leave(excused!, gameId)).statusCode).toBe(200);
    clock.advance(2 * HOUR + 31 * MINUTE);
    await settleDue();
    // Attendance was not taken (nobody checked in), yet the late cancellations count.
    expect(await outcomes(gameId)).toEqual({
      [late!.id]: 'late_cancellation',
      [excused!.id]: 'late_cancellation',
    });
    expect((await detail(late!, gameId)).viewer.checkIn).toMatchObject({
      outcome: 'late_cancellation',
      outcomeReason: expect.stringContaining('You left the game late'),
    });
    const list = (await host!.client.get(`/api/games/${gameId}/attendance`)).json();
    expect(list.lateCancellations.map((entry: { id: string }) => entry.id).sort()).toEqual(
      [late!.id, excused!.id].sort(),
    );
    expect(list.settled).toBe(true);

    const excuse = await host!.client.delete(`/api/games/${gameId}/late-cancellations/${excused!.id}`);
    expect(excuse.statusCode, excuse.body).toBe(200);
    expect(await outcomes(gameId)).toEqual({ [late!.id]: 'late_cancellation' });
    expect(
      (await player!.client.delete(`/api/games/${gameId}/late-cancellations/${late!.id}`)).statusCode,
    ).toBe(403);
    const profile = (await player!.client.get(`/api/profiles/${late!.id}`)).json();
    expect(profile.attendance).toEqual({ attended: 0, noShows: 0, lateCancellations: 1, reliability: 0 });
  });
});

describe('edge cases', () => {
  it('judges a player who left late and came back as a player, not a late cancellation', async () => {
    const [host, player] = await users(2);
    const gameId = await gameAt(HOUR, host!, [player!]);
    expect((await player!.client.post(`/api/games/${gameId}/leave`)).statusCode).toBe(200);
    expect((await player!.client.post(`/api/games/${gameId}/join`)).statusCode).toBe(200);
    clock.advance(35 * MINUTE);
    expect((await checkIn(player!, gameId)).statusCode).toBe(200);
    // The start is 25 minutes ahead: its window closes 85 minutes from now.
    clock.advance(86 * MINUTE);
    await settleDue();
    expect((await outcomes(gameId))[player!.id]).toBe('attended');
  });

  it('refuses marks on a called-off game', async () => {
    const [host, player] = await users(2);
    const gameId = await gameAt(10 * MINUTE, host!, [player!], { calledOffAt: clock.now() });
    const refused = await mark(host!, gameId, player!, 'absent');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'game_called_off' });
    expect((await detail(host!, gameId)).abilities.canMarkAttendance).toBe(false);
  });
});

describe("a player's record", () => {
  it('counts settled outcomes of games started in the last 12 months, on the profile and the roster', async () => {
    const [host, player] = await users(2);
    const now = clock.now().getTime();
    const played = async (startsAgo: number, outcome: 'attended' | 'no_show' | 'late_cancellation') => {
      // Settled an hour after the start, as the settle job does.
      const settledAt = new Date(now - startsAgo + HOUR);
      const gameId = await gameAt(-startsAgo, host!, [], { attendanceSettledAt: settledAt });
      await db().insert(gameAttendance).values({ gameId, userId: player!.id, outcome, settledAt });
    };
    const yearAgo = now - new Date(new Date(now).setUTCMonth(new Date(now).getUTCMonth() - 12)).getTime();
    await played(DAY, 'attended');
    await played(30 * DAY, 'attended');
    await played(60 * DAY, 'attended');
    await played(90 * DAY, 'no_show');
    await played(yearAgo - HOUR, 'late_cancellation');
    // Started just over 12 months ago and settled an hour later, still over: out of the record.
    await played(yearAgo + 2 * HOUR, 'no_show');
    await played(yearAgo + DAY, 'attended');

    const expected = { attended: 3, noShows: 1, lateCancellations: 1, reliability: 67 };
    expect((await player!.client.get('/api/profiles/me')).json()).toMatchObject({ attendance: expected });
    // Others see it too, in the limited view.
    expect((await host!.client.get(`/api/profiles/${player!.id}`)).json()).toMatchObject({
      isOwn: false,
      attendance: expected,
    });
    // A host deciding on a join request sees it too.
    const privateGame = await gameAt(DAY, host!, [], { isPrivate: true });
    expect((await player!.client.post(`/api/games/${privateGame}/requests`, {})).statusCode).toBe(200);
    const requests = (await host!.client.get(`/api/games/${privateGame}/requests`)).json().requests;
    expect(requests).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: player!.id }), attendance: expected }),
    ]);

    const upcoming = await gameAt(DAY, host!, [player!]);
    const roster = (await detail(host!, upcoming)).participants;
    expect(roster).toEqual([
      expect.objectContaining({
        id: host!.id,
        record: { attended: 0, noShows: 0, lateCancellations: 0, reliability: null },
      }),
      expect.objectContaining({ id: player!.id, record: expected }),
    ]);
  });
});
