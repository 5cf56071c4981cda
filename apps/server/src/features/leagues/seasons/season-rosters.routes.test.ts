import { seasonMessages } from '@rally/shared/seasons/seasons.messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonPlacementRequests, seasonTeamPlayers } from '../../../db/schema/seasons.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createLeague, insertMember, leagueNoticesOf } from '../../../test/league-scene.ts';
import { createSeason, createTeam, insertFixture, placePlayer } from '../../../test/season-scene.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';

// Rosters: a player is on at most one team a season (even when two placements race), a team holds its
// roster size, rosters lock at the first kick-off, and members join or ask to be placed while
// registration is open.

const HOUR = 60 * 60 * 1000;

let test: TestApp;
let creator: TestUser;
const clock = createTestClock();
beforeAll(async () => {
  test = await buildTestApp({ clock });
  creator = await createUser(test);
});
afterAll(async () => {
  await test.close();
});

/** A public league with `count` members besides its creator, and a season with two teams. */
async function scene(count: number, season: Record<string, unknown> = {}) {
  clock.advance(HOUR);
  const leagueId = await createLeague(creator);
  const members: TestUser[] = [];
  for (let index = 0; index < count; index += 1) {
    const member = await createUser(test);
    await insertMember(test, leagueId, member.id);
    members.push(member);
  }
  const seasonId = await createSeason(creator.client, leagueId, season);
  const reds = await createTeam(creator.client, seasonId, 'Reds');
  const blues = await createTeam(creator.client, seasonId, 'Blues');
  return { leagueId, seasonId, reds, blues, members };
}

async function teamsOf(userId: string) {
  const rows = await test.database.connection.db
    .select({ teamId: seasonTeamPlayers.teamId })
    .from(seasonTeamPlayers)
    .where(eq(seasonTeamPlayers.userId, userId));
  return rows.map((row) => row.teamId);
}

describe('one team per player per season', () => {
  it('refuses a player already on another team, naming it, and answers the same team unchanged', async () => {
    const { reds, blues, members } = await scene(1);
    const [player] = members as [TestUser];
    await placePlayer(creator.client, reds, player.id);

    const again = await creator.client.put(`/api/season-teams/${reds}/players/${player.id}`);
    const elsewhere = await creator.client.put(`/api/season-teams/${blues}/players/${player.id}`);

    expect(again.statusCode).toBe(200);
    expect(again.json().playerCount).toBe(1);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toMatch(/is already on Reds$/);
    expect(await teamsOf(player.id)).toEqual([reds]);
  });

  it('lets exactly one of two concurrent placements on two teams win', async () => {
    const { reds, blues, members } = await scene(1);
    const [player] = members as [TestUser];

    const answers = await Promise.all([
      creator.client.put(`/api/season-teams/${reds}/players/${player.id}`),
      creator.client.put(`/api/season-teams/${blues}/players/${player.id}`),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await teamsOf(player.id)).toHaveLength(1);
  });

  it('refuses someone who is not a member of the league', async () => {
    const { reds } = await scene(0);
    const stranger = await createUser(test);

    const response = await creator.client.put(`/api/season-teams/${reds}/players/${stranger.id}`);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(seasonMessages.playerMustBeMember);
  });
});

describe('the roster size', () => {
  it('refuses a player once the team is full, and a roster size below the largest team', async () => {
    const { seasonId, reds, members } = await scene(3, { rosterSize: 2 });
    const [first, second, third] = members as [TestUser, TestUser, TestUser];
    await placePlayer(creator.client, reds, first.id);
    await placePlayer(creator.client, reds, second.id);

    const full = await creator.client.put(`/api/season-teams/${reds}/players/${third.id}`);
    const smaller = await creator.client.patch(`/api/seasons/${seasonId}`, { rosterSize: 1 });

    expect([full.statusCode, full.json().message]).toEqual([409, seasonMessages.teamFull]);
    expect(smaller.statusCode).toBe(409);
    expect(await teamsOf(third.id)).toEqual([]);
  });
});

describe('the lock at the first kick-off', () => {
  it('lets rosters change until the first fixture starts, and refuses every change after', async () => {
    const { seasonId, reds, blues, members } = await scene(3);
    const [first, second, third] = members as [TestUser, TestUser, TestUser];
    await placePlayer(creator.client, reds, first.id);
    await insertFixture(test, seasonId, reds, blues, new Date(clock.now().getTime() + HOUR));

    // The fixtures are out but nobody has kicked off: rosters still move.
    await placePlayer(creator.client, blues, second.id);
    clock.advance(2 * HOUR);
    const add = await creator.client.put(`/api/season-teams/${reds}/players/${third.id}`);
    const remove = await first.client.delete(`/api/season-teams/${reds}/players/${first.id}`);
    const detail = (await creator.client.get(`/api/seasons/${seasonId}`)).json();

    expect([add.statusCode, add.json().message]).toEqual([409, seasonMessages.rosterLocked]);
    expect([remove.statusCode, remove.json().message]).toEqual([409, seasonMessages.rosterLocked]);
    expect(detail.rostersLocked).toBe(true);
    expect(detail.firstKickoffAt).not.toBeNull();
    expect(await teamsOf(first.id)).toEqual([reds]);
  });
});

describe('captains', () => {
  it('joins a named captain to the team and keeps them on it until another captain is named', async () => {
    const { seasonId, members } = await scene(2);
    const [captain, player] = members as [TestUser, TestUser];
    const greens = await createTeam(creator.client, seasonId, 'Greens', captain.id);
    await placePlayer(captain.client, greens, player.id);

    const removeCaptain = await creator.client.delete(`/api/season-teams/${greens}/players/${captain.id}`);
    const notAPlayer = await creator.client.patch(`/api/season-teams/${greens}`, { captainId: creator.id });
    const handOver = await creator.client.patch(`/api/season-teams/${greens}`, { captainId: player.id });
    const thenRemove = await creator.client.delete(`/api/season-teams/${greens}/players/${captain.id}`);

    expect([removeCaptain.statusCode, removeCaptain.json().message]).toEqual([
      400,
      seasonMessages.nameAnotherCaptain,
    ]);
    expect([notAPlayer.statusCode, notAPlayer.json().message]).toEqual([
      400,
      seasonMessages.captainMustBePlayer,
    ]);
    expect(handOver.json().captain.id).toBe(player.id);
    expect(thenRemove.json().players.map((person: { id: string }) => person.id)).toEqual([player.id]);
  });
});

describe('registration', () => {
  it('lets a member join a team themselves only while registration is open, without a notice', async () => {
    const { seasonId, reds, members } = await scene(1);
    const [member] = members as [TestUser];

    const closed = await member.client.put(`/api/season-teams/${reds}/players/${member.id}`);
    await creator.client.patch(`/api/seasons/${seasonId}`, { registration: 'open' });
    const open = await member.client.put(`/api/season-teams/${reds}/players/${member.id}`);

    expect([closed.statusCode, closed.json().message]).toEqual([403, seasonMessages.registrationClosed]);
    expect(open.statusCode).toBe(200);
    expect((await leagueNoticesOf(member)).filter((notice) => notice.type === 'league_team_placed')).toEqual(
      [],
    );
  });

  it('lists a request to be placed to organisers only, and the placement answers it with a notice', async () => {
    const { seasonId, reds, members } = await scene(2, { registration: 'open' });
    const [asker, other] = members as [TestUser, TestUser];

    const asked = await asker.client.post(`/api/seasons/${seasonId}/placement-requests`, {
      message: 'Any team, thanks',
    });
    const seenByOrganiser = (await creator.client.get(`/api/seasons/${seasonId}`)).json();
    const seenByOther = (await other.client.get(`/api/seasons/${seasonId}`)).json();
    const seenByAsker = (await asker.client.get(`/api/seasons/${seasonId}`)).json();
    await placePlayer(creator.client, reds, asker.id);

    expect(asked.statusCode).toBe(201);
    expect(seenByOrganiser.placementRequests).toMatchObject([
      { user: { id: asker.id }, message: 'Any team, thanks' },
    ]);
    expect(seenByOther.placementRequests).toEqual([]);
    expect(seenByAsker.viewer).toMatchObject({ hasAskedForPlacement: true, can: { askForPlacement: false } });
    const requests = await test.database.connection.db
      .select()
      .from(seasonPlacementRequests)
      .where(
        and(eq(seasonPlacementRequests.seasonId, seasonId), eq(seasonPlacementRequests.userId, asker.id)),
      );
    expect(requests).toEqual([]);
    const notices = await leagueNoticesOf(asker);
    expect(notices.find((notice) => notice.type === 'league_team_placed')?.message).toMatch(
      /put you on Reds for Autumn League/,
    );
  });

  it('refuses a request to be placed while registration is closed', async () => {
    const { seasonId, members } = await scene(1);
    const [member] = members as [TestUser];

    const response = await member.client.post(`/api/seasons/${seasonId}/placement-requests`, {});

    expect([response.statusCode, response.json().message]).toEqual([409, seasonMessages.registrationClosed]);
  });
});

describe('co-organisers', () => {
  it('must be members, and stop organising when they leave the league', async () => {
    const { leagueId, seasonId, members } = await scene(1);
    const [member] = members as [TestUser];
    const stranger = await createUser(test);

    const refused = await creator.client.put(`/api/leagues/${leagueId}/organisers/${stranger.id}`);
    const named = await creator.client.put(`/api/leagues/${leagueId}/organisers/${member.id}`);
    const asOrganiser = await member.client.patch(`/api/seasons/${seasonId}`, { name: 'Spring League' });
    await member.client.delete(`/api/leagues/${leagueId}/membership`);
    await insertMember(test, leagueId, member.id);
    const afterReturning = await member.client.patch(`/api/seasons/${seasonId}`, { name: 'Summer League' });

    expect([refused.statusCode, refused.json().message]).toEqual([400, seasonMessages.organiserMustBeMember]);
    expect(named.json().organisers.map((person: { id: string }) => person.id)).toEqual([
      creator.id,
      member.id,
    ]);
    expect(asOrganiser.statusCode).toBe(200);
    expect(afterReturning.statusCode).toBe(403);
  });
});
