import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameCohosts, gameGuests, games, gameTeamMembers } from '../../../db/schema/games.ts';
import { userProfiles, userSportActivities } from '../../../db/schema/profiles.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertGame } from '../../../test/game-factories.ts';
import { notificationsOf } from '../../../test/participation-scene.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';

const HOUR = 3_600_000;
let now = new Date('2026-06-01T12:00:00Z');
const clock = { now: () => now };

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp({ clock });
});
afterAll(async () => {
  await test.close();
});

type DraftMember = { userId: string | null; guestId: string | null; name: string | null; strength: number };
type Draft = { seed: number; teams: { no: number; name: string; average: number; members: DraftMember[] }[] };

const draft = (user: TestUser, gameId: string, body: object = { teamCount: 2 }) =>
  user.client.post(`/api/games/${gameId}/teams/draft`, body);
const publish = (user: TestUser, gameId: string, teams: { name: string; members: object[] }[]) =>
  user.client.put(`/api/games/${gameId}/teams`, { teams });
const recordResult = (user: TestUser, gameId: string, body: object) =>
  user.client.put(`/api/games/${gameId}/result`, body);
const detail = async (user: TestUser, gameId: string) =>
  (await user.client.get(`/api/games/${gameId}`)).json();

/** The draft's teams as the publish body takes them. */
const asPublished = (teams: Draft['teams']) =>
  teams.map((team) => ({
    name: team.name,
    members: team.members.map((m) => (m.userId ? { userId: m.userId } : { guestId: m.guestId })),
  }));

async function setSkill(user: TestUser, skill: string) {
  await test.database.connection.db
    .update(userProfiles)
    .set({ sportSkills: { soccer: skill } })
    .where(eq(userProfiles.userId, user.id));
}

/**
 * A soccer game starting in a day: a host (advanced), a co-host (advanced), two players (beginners), one
 * of whom brings a guest. Five on the roster.
 */
async function scene(startsAt = new Date(now.getTime() + 24 * HOUR)) {
  const host = await createUser(test, { name: 'Hana Host' });
  const cohost = await createUser(test, { name: 'Cody Cohost' });
  const player = await createUser(test, { name: 'Pat Player' });
  const other = await createUser(test, { name: 'Olly Other' });
  const outsider = await createUser(test, { name: 'Sam Stranger' });
  await setSkill(host, 'advanced');
  await setSkill(cohost, 'advanced');
  await setSkill(player, 'beginner');
  await setSkill(other, 'beginner');
  const gameId = await insertGame(test, host.id, { startsAt, players: [cohost.id, player.id, other.id] });
  const db = test.database.connection.db;
  await db.insert(gameCohosts).values({ gameId, userId: cohost.id });
  const [guest] = await db
    .insert(gameGuests)
    .values({ gameId, broughtBy: player.id, name: 'Gus Guest' })
    .returning({ id: gameGuests.id });
  await db.update(games).set({ playersJoined: 5 }).where(eq(games.id, gameId));
  return { host, cohost, player, other, outsider, gameId, guestId: guest?.id as string };
}

describe('making teams', () => {
  it('lets the host and a co-host draft teams of everyone on the roster, guests included', async () => {
    const { host, cohost, player, other, gameId, guestId } = await scene();

    for (const runner of [host, cohost]) {
      const answer = await draft(runner, gameId, { teamCount: 2, seed: 42 });
      expect(answer.statusCode).toBe(200);
      const body: Draft = answer.json();
      const placed = body.teams.flatMap((t) => t.members.map((m) => m.userId ?? m.guestId)).sort();
      expect(placed).toEqual([host.id, cohost.id, player.id, other.id, guestId].sort());
      expect(body.teams.map((t) => t.members.length).sort()).toEqual([2, 3]);
      expect(body.teams.map((t) => t.name)).toEqual(['Team 1', 'Team 2']);
      // The two advanced players are split: one per team.
      for (const team of body.teams) {
        expect(team.members.filter((m) => m.strength === 4)).toHaveLength(1);
      }
    }
  });

  it('gives the same split for the same seed, and keeps a player with their guest when asked', async () => {
    const { host, player, gameId, guestId } = await scene();

    const first: Draft = (await draft(host, gameId, { teamCount: 2, seed: 7 })).json();
    const again: Draft = (await draft(host, gameId, { teamCount: 2, seed: 7 })).json();
    expect(again).toEqual(first);
    for (const seed of [1, 2, 3, 4, 5]) {
      const kept: Draft = (await draft(host, gameId, { teamCount: 2, keepGroups: true, seed })).json();
      const withPlayer = kept.teams.find((t) => t.members.some((m) => m.userId === player.id));
      expect(withPlayer?.members.some((m) => m.guestId === guestId)).toBe(true);
    }
  });

  it('refuses a player, an outsider, and more teams than players', async () => {
    const { host, player, outsider, gameId } = await scene();

    for (const someone of [player, outsider]) {
      const answer = await draft(someone, gameId);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe('Only the host or a co-host can make teams or record the result.');
      const published = await publish(someone, gameId, [
        { name: 'A', members: [{ userId: host.id }] },
        { name: 'B', members: [{ userId: someone.id }] },
      ]);
      expect(published.statusCode).toBe(403);
    }
    const tooMany = await draft(host, gameId, { teamCount: 6 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('There are not enough players for that many teams.');
    expect((await detail(player, gameId)).abilities).toMatchObject({ canMakeTeams: false });
    expect((await detail(host, gameId)).abilities).toMatchObject({
      canMakeTeams: true,
      canRecordResult: false,
    });
  });

  it('publishes the teams: players see them with names and averages, each told once, the publisher not', async () => {
    const { host, cohost, player, other, gameId } = await scene();
    const body: Draft = (await draft(host, gameId, { teamCount: 2, seed: 3 })).json();
    const teams = asPublished(body.teams).map((team, index) => ({
      ...team,
      name: ['Reds', 'Blues'][index] ?? '',
    }));

    const answer = await publish(cohost, gameId, teams);

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'Teams published' });
    const seen = await detail(player, gameId);
    expect(seen.teams.teams.map((t: { name: string }) => t.name)).toEqual(['Reds', 'Blues']);
    expect(seen.teams.teams.map((t: { average: number }) => t.average)).toEqual(
      body.teams.map((t) => t.average),
    );
    expect(
      seen.teams.teams.flatMap((t: { members: { name: string }[] }) => t.members.map((m) => m.name)).sort(),
    ).toEqual(['Cody Cohost', 'Gus Guest', 'Hana Host', 'Olly Other', 'Pat Player']);
    for (const told of [host, player, other]) {
      const notices = (await notificationsOf(told)).filter((n) => n.type === 'game_teams_published');
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ relatedId: gameId });
      expect(notices[0]?.message).toMatch(/^You're on (Reds|Blues) for Pickup game$/);
    }
    expect((await notificationsOf(cohost)).filter((n) => n.type === 'game_teams_published')).toHaveLength(0);

    // Published again as it was: nobody's team changed, so nobody is told again.
    expect((await publish(host, gameId, teams)).statusCode).toBe(200);
    for (const told of [player, other]) {
      expect((await notificationsOf(told)).filter((n) => n.type === 'game_teams_published')).toHaveLength(1);
    }
  });

  it('tells each player once when the same teams are published twice at the same moment', async () => {
    const { host, cohost, player, other, gameId } = await scene();
    const teams = asPublished((await draft(host, gameId, { teamCount: 2, seed: 11 })).json().teams);

    const answers = await Promise.all([publish(host, gameId, teams), publish(cohost, gameId, teams)]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    for (const told of [player, other]) {
      expect((await notificationsOf(told)).filter((n) => n.type === 'game_teams_published')).toHaveLength(1);
    }
  });

  it('refuses a publish that leaves out, repeats or adds anyone (the roster changed), writing nothing', async () => {
    const { host, player, outsider, gameId } = await scene();
    const teams = asPublished((await draft(host, gameId, { teamCount: 2, seed: 1 })).json().teams);
    const [first, second] = teams as [(typeof teams)[number], (typeof teams)[number]];

    const attempts = [
      [first, { ...second, members: second.members.slice(1) }],
      [first, { ...second, members: [...second.members, { userId: player.id }] }],
      [first, { ...second, members: [...second.members, { userId: outsider.id }] }],
    ];
    for (const attempt of attempts) {
      const answer = await publish(host, gameId, attempt);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: 'roster_changed',
        message: 'The players changed since these teams were made. Make teams again.',
      });
    }
    const rows = await test.database.connection.db
      .select()
      .from(gameTeamMembers)
      .where(eq(gameTeamMembers.gameId, gameId));
    expect(rows).toHaveLength(0);
    expect((await detail(player, gameId)).teams).toBeNull();
  });

  it('refuses a team name with profanity, duplicate names and a single team', async () => {
    const { host, gameId } = await scene();
    const teams = asPublished((await draft(host, gameId, { teamCount: 2, seed: 1 })).json().teams);

    const rude = await publish(host, gameId, [{ ...teams[0], name: 'shit' } as never, teams[1] as never]);
    const same = await publish(host, gameId, [
      { ...teams[0], name: 'Reds' } as never,
      { ...teams[1], name: 'reds' } as never,
    ]);
    const one = await publish(host, gameId, [{ name: 'All', members: teams.flatMap((t) => t.members) }]);

    for (const answer of [rude, same, one]) expect(answer.statusCode).toBe(400);
  });
});

describe('the final score', () => {
  async function publishedScene() {
    const setting = await scene();
    const body: Draft = (await draft(setting.host, setting.gameId, { teamCount: 2, seed: 5 })).json();
    await publish(setting.host, setting.gameId, asPublished(body.teams));
    const teamOf = (userId: string) =>
      body.teams.findIndex((t) => t.members.some((m) => m.userId === userId)) + 1;
    return { ...setting, teamOf };
  }

  it('is refused before the start, without teams, and to a player', async () => {
    const { host, player, gameId } = await publishedScene();
    const early = await recordResult(host, gameId, { scores: [3, 1] });
    expect([early.statusCode, early.json().code]).toEqual([409, 'game_not_started']);

    const bare = await scene(new Date(now.getTime() - HOUR));
    const noTeams = await recordResult(bare.host, bare.gameId, { winner: 1 });
    expect([noTeams.statusCode, noTeams.json().message]).toEqual([
      409,
      'Publish the teams before recording the result.',
    ]);

    now = new Date(now.getTime() + 25 * HOUR);
    const byPlayer = await recordResult(player, gameId, { scores: [3, 1] });
    expect(byPlayer.statusCode).toBe(403);
    now = new Date(now.getTime() - 25 * HOUR);
  });

  it('records the scores after the start, names the winner, is editable within 48 hours and then closed', async () => {
    const { host, cohost, player, gameId, teamOf } = await publishedScene();
    const start = now;
    now = new Date(start.getTime() + 25 * HOUR);

    const recorded = await recordResult(host, gameId, { scores: [5, 3] });
    expect(recorded.statusCode).toBe(200);
    const seen = await detail(player, gameId);
    expect(seen.result).toMatchObject({ winner: 1 });
    expect(seen.teams.teams.map((t: { score: number }) => t.score)).toEqual([5, 3]);
    expect(seen.abilities.canMakeTeams).toBe(false);
    // My Games shows the player their own result.
    const mine = (await player.client.get('/api/games/mine?scope=past')).json();
    const won = teamOf(player.id) === 1;
    expect(mine.games.find((g: { id: string }) => g.id === gameId)?.viewerResult).toEqual({
      outcome: won ? 'won' : 'lost',
      score: won ? { own: 5, other: 3 } : { own: 3, other: 5 },
    });
    // Teams cannot change once the result is in.
    const redo = await draft(host, gameId, { teamCount: 2 });
    expect([redo.statusCode, redo.json().code]).toEqual([409, 'result_recorded']);

    // A co-host corrects it to a draw (a tie for the highest score) within the 48 hours.
    const corrected = await recordResult(cohost, gameId, { scores: [4, 4] });
    expect(corrected.statusCode).toBe(200);
    expect((await detail(player, gameId)).result.winner).toBeNull();
    const byWinner = await recordResult(host, gameId, { winner: teamOf(player.id) });
    expect(byWinner.statusCode).toBe(200);
    expect((await detail(player, gameId)).teams.teams.map((t: { score: number | null }) => t.score)).toEqual([
      null,
      null,
    ]);

    now = new Date(start.getTime() + 24 * HOUR + 49 * HOUR);
    const late = await recordResult(host, gameId, { scores: [1, 0] });
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'The result can only be recorded or changed within 48 hours of the start.',
    ]);
    expect((await detail(host, gameId)).abilities.canRecordResult).toBe(false);
    now = start;
  });

  it('refuses scores for the wrong number of teams and an unknown winner', async () => {
    const { host, gameId } = await publishedScene();
    const start = now;
    now = new Date(start.getTime() + 25 * HOUR);
    expect((await recordResult(host, gameId, { scores: [1, 2, 3] })).statusCode).toBe(400);
    expect((await recordResult(host, gameId, { winner: 3 })).statusCode).toBe(400);
    expect((await recordResult(host, gameId, { scores: [1, 2], winner: 1 })).statusCode).toBe(400);
    now = start;
  });
});

describe("a player's wins, losses and draws", () => {
  it('counts them per sport on the profile, from the published teams of games with a result', async () => {
    const { host, player, gameId, teamOf } = await (async () => {
      const setting = await scene(new Date(now.getTime() - 2 * HOUR));
      const body: Draft = (await draft(setting.host, setting.gameId, { teamCount: 2, seed: 9 })).json();
      await publish(setting.host, setting.gameId, asPublished(body.teams));
      const teamOf = (userId: string) =>
        body.teams.findIndex((t) => t.members.some((m) => m.userId === userId)) + 1;
      return { ...setting, teamOf };
    })();
    // Won the first game; the second is a draw; a third, without a result, counts for nothing.
    expect((await recordResult(host, gameId, { winner: teamOf(player.id) })).statusCode).toBe(200);
    const second = await scene(new Date(now.getTime() - 3 * HOUR));
    const secondDraft: Draft = (await draft(second.host, second.gameId, { teamCount: 2, seed: 2 })).json();
    await publish(second.host, second.gameId, asPublished(secondDraft.teams));
    expect((await recordResult(second.host, second.gameId, { scores: [2, 2] })).statusCode).toBe(200);
    const secondTeamOfHost =
      secondDraft.teams.findIndex((t) => t.members.some((m) => m.userId === second.host.id)) + 1;
    // The host of the second game loses a basketball game of their own.
    const hoops = await insertGame(test, second.host.id, {
      sport: 'basketball',
      startsAt: new Date(now.getTime() - HOUR),
      players: [second.player.id],
    });
    const hoopsDraft: Draft = (await draft(second.host, hoops, { teamCount: 2, seed: 1 })).json();
    await publish(second.host, hoops, asPublished(hoopsDraft.teams));
    const hostTeam =
      hoopsDraft.teams.findIndex((t) => t.members.some((m) => m.userId === second.host.id)) + 1;
    await recordResult(second.host, hoops, { winner: hostTeam === 1 ? 2 : 1 });
    const db = test.database.connection.db;
    await db.insert(userSportActivities).values([
      { userId: player.id, sport: 'soccer', timesPlayed: 1, lastPlayed: now },
      { userId: second.host.id, sport: 'soccer', timesPlayed: 1, lastPlayed: now },
      { userId: second.host.id, sport: 'basketball', timesPlayed: 1, lastPlayed: now },
    ]);

    const seen = (await host.client.get(`/api/profiles/${player.id}`)).json();
    expect(seen.sportActivity).toEqual([
      expect.objectContaining({ sport: 'soccer', wins: 1, losses: 0, draws: 0 }),
    ]);
    const own = (await second.host.client.get('/api/profiles/me')).json();
    const bySport = Object.fromEntries(
      own.sportActivity.map((a: { sport: string; wins: number; losses: number; draws: number }) => [
        a.sport,
        [a.wins, a.losses, a.draws],
      ]),
    );
    expect(secondTeamOfHost).toBeGreaterThan(0);
    expect(bySport).toEqual({ soccer: [0, 0, 1], basketball: [0, 1, 0] });
  });
});
