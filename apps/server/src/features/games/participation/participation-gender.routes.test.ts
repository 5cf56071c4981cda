import type { Gender } from '@rally/shared/profiles/profiles.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameInvitations, gameJoinRequests, gameWaitlist } from '../../../db/schema/games.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertGame } from '../../../test/game-factories.ts';
import { gameState, notificationsOf, requestsOf } from '../../../test/participation-scene.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';

// A women's game's rule on every way into it (join, request, the host's approval, an invitation taken
// up, the waitlist and its promotion), tried by a woman, a man, a player whose gender is "other" and one
// who has not given a gender: the first and third get in, the second is refused with whom the game is
// for, the fourth is asked to add their gender. Every refusal writes nothing.

const PLAYERS = ['woman', 'man', 'other', 'undeclared'] as const;
type Player = (typeof PLAYERS)[number];

/** What each player hears from a way in: 200, or the refusal's code and words. */
const expectedAnswer: Record<Player, { status: number; code?: string; message?: string }> = {
  woman: { status: 200 },
  man: { status: 403, code: 'gender_not_allowed', message: 'This game is for women.' },
  other: { status: 200 },
  undeclared: {
    status: 403,
    code: 'gender_needed',
    message: 'Add your gender to your profile to join this game.',
  },
};
const expectedRule: Record<Player, string> = {
  woman: 'allowed',
  man: 'not-allowed',
  other: 'allowed',
  undeclared: 'gender-needed',
};

let test: TestApp;
let host: TestUser;
let players: Record<Player, TestUser>;

async function setGender(user: TestUser, gender: Gender) {
  const response = await user.client.put('/api/profiles/me/gender', {
    gender,
    customGender: gender === 'other' ? 'Non-binary' : undefined,
  });
  if (response.statusCode !== 200) throw new Error(`gender not saved: ${response.body}`);
}

beforeEach(async () => {
  test = await buildTestApp();
  host = await createUser(test, { name: 'Host' });
  const made = await Promise.all(PLAYERS.map((name) => createUser(test, { name })));
  players = Object.fromEntries(PLAYERS.map((name, index) => [name, made[index]])) as Record<Player, TestUser>;
  await setGender(players.woman, 'woman');
  await setGender(players.man, 'man');
  await setGender(players.other, 'other');
});
afterEach(async () => {
  await test.close();
});

const womensGame = (overrides: Parameters<typeof insertGame>[2] = {}) =>
  insertGame(test, host.id, { title: 'Women’s futsal', gender: 'women', ...overrides });

function expectAnswer(response: { statusCode: number; json(): unknown }, player: Player) {
  const expected = expectedAnswer[player];
  expect(response.statusCode, player).toBe(expected.status);
  if (expected.status !== 200)
    expect(response.json(), player).toMatchObject({ code: expected.code, message: expected.message });
}

describe("a gendered game's rule", () => {
  it.each(PLAYERS)('joins a public women’s game as the page predicts: %s', async (player) => {
    const gameId = await womensGame();
    const detail = (await players[player].client.get(`/api/games/${gameId}`)).json();
    expect(detail.abilities.genderRule).toBe(expectedRule[player]);
    expect(detail.abilities.canJoin).toBe(player !== 'man');

    const response = await players[player].client.post(`/api/games/${gameId}/join`);

    expectAnswer(response, player);
    const { players: roster } = await gameState(test, gameId);
    expect(roster.includes(players[player].id)).toBe(expectedAnswer[player].status === 200);
  });

  it.each(PLAYERS)('asks to join a private women’s game: %s', async (player) => {
    const gameId = await womensGame({ isPrivate: true });
    const detail = (await players[player].client.get(`/api/games/${gameId}`)).json();
    expect(detail.abilities.canRequest).toBe(player !== 'man');

    const response = await players[player].client.post(`/api/games/${gameId}/requests`, {});

    expectAnswer(response, player);
    expect((await requestsOf(test, gameId)).length).toBe(expectedAnswer[player].status === 200 ? 1 : 0);
  });

  it.each(PLAYERS)('takes up an invitation to a private women’s game: %s', async (player) => {
    const gameId = await womensGame({ isPrivate: true });
    await test.database.connection.db
      .insert(gameInvitations)
      .values({ gameId, userId: players[player].id, invitedBy: host.id });

    const response = await players[player].client.post(`/api/games/${gameId}/join`);

    expectAnswer(response, player);
    const { players: roster } = await gameState(test, gameId);
    expect(roster.includes(players[player].id)).toBe(expectedAnswer[player].status === 200);
  });

  it.each(PLAYERS)('gets in line for a full women’s game: %s', async (player) => {
    const filler = await createUser(test, { name: 'Filler' });
    const gameId = await womensGame({ maxPlayers: 2, players: [filler.id] });
    const response = await players[player].client.post(`/api/games/${gameId}/waitlist`);

    expectAnswer(response, player);
    const { waitlist } = await gameState(test, gameId);
    expect(waitlist.includes(players[player].id)).toBe(expectedAnswer[player].status === 200);
  });

  it('checks the requester again when the host approves: each as their profile says then', async () => {
    const gameId = await womensGame({ isPrivate: true, maxPlayers: 10 });
    // Requests as they stand from before the rule was applied, one per player.
    const db = test.database.connection.db;
    for (const player of PLAYERS)
      await db.insert(gameJoinRequests).values({ gameId, userId: players[player].id, status: 'pending' });
    const requests = await requestsOf(test, gameId);
    const hostMessages: Record<Player, string | undefined> = {
      woman: undefined,
      man: "This player's profile does not match the game's gender.",
      other: undefined,
      undeclared:
        'This player has not added their gender to their profile, so they cannot join this game yet.',
    };

    for (const player of PLAYERS) {
      const request = requests.find((row) => row.userId === players[player].id);
      const response = await host.client.patch(`/api/games/${gameId}/requests/${request?.id}`, {
        status: 'approved',
      });
      expect(response.statusCode, player).toBe(expectedAnswer[player].status);
      if (hostMessages[player]) expect(response.json().message).toBe(hostMessages[player]);
    }

    const after = await requestsOf(test, gameId);
    const statusOf = (player: Player) => after.find((row) => row.userId === players[player].id)?.status;
    expect(PLAYERS.map(statusOf)).toEqual(['approved', 'pending', 'approved', 'pending']);
    expect((await gameState(test, gameId)).players).toEqual([host.id, players.woman.id, players.other.id]);
  });

  it('refuses an approval when the requester’s profile changed to a gender the game does not take', async () => {
    const gameId = await womensGame({ isPrivate: true });
    await players.woman.client.post(`/api/games/${gameId}/requests`, {});
    await setGender(players.woman, 'man');
    const [request] = await requestsOf(test, gameId);

    const response = await host.client.patch(`/api/games/${gameId}/requests/${request?.id}`, {
      status: 'approved',
    });

    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('gender_not_allowed');
    expect((await requestsOf(test, gameId))[0]?.status).toBe('pending');
    expect((await gameState(test, gameId)).players).toEqual([host.id]);
  });

  it('promotes the first in line the rule allows; those passed over keep their places', async () => {
    const participant = players.woman;
    const gameId = await womensGame({ maxPlayers: 2, players: [participant.id] });
    const db = test.database.connection.db;
    const start = Date.now() - 60_000;
    const line = [players.man, players.undeclared, players.other];
    for (const [index, player] of line.entries())
      await db
        .insert(gameWaitlist)
        .values({ gameId, userId: player.id, createdAt: new Date(start + index * 1000) });

    const response = await participant.client.post(`/api/games/${gameId}/leave`);

    expect(response.statusCode).toBe(200);
    const state = await gameState(test, gameId);
    expect(state.players).toEqual([host.id, players.other.id]);
    expect(state.playersJoined).toBe(2);
    expect(state.waitlist).toEqual([players.man.id, players.undeclared.id]);
    expect((await notificationsOf(players.other)).map((notice) => notice.title)).toContain("You're in!");
    expect(await notificationsOf(players.man)).toEqual([]);
    expect(await notificationsOf(players.undeclared)).toEqual([]);
  });

  it('promotes a player passed over once their profile allows it, at the next free spot', async () => {
    const gameId = await womensGame({ maxPlayers: 3, players: [players.woman.id, players.other.id] });
    await test.database.connection.db.insert(gameWaitlist).values({ gameId, userId: players.undeclared.id });

    await players.woman.client.post(`/api/games/${gameId}/leave`);
    expect((await gameState(test, gameId)).waitlist).toEqual([players.undeclared.id]);

    await setGender(players.undeclared, 'woman');
    await players.other.client.post(`/api/games/${gameId}/leave`);

    const state = await gameState(test, gameId);
    expect(state.players).toEqual([host.id, players.undeclared.id]);
    expect(state.waitlist).toEqual([]);
  });

  it('lets a player who adds their gender join at once, and a men’s game turn a woman away in its words', async () => {
    const gameId = await womensGame();
    expect((await players.undeclared.client.post(`/api/games/${gameId}/join`)).statusCode).toBe(403);
    await setGender(players.undeclared, 'woman');
    expect((await players.undeclared.client.post(`/api/games/${gameId}/join`)).statusCode).toBe(200);

    const mensGame = await insertGame(test, host.id, { gender: 'men' });
    const refused = await players.woman.client.post(`/api/games/${mensGame}/join`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'gender_not_allowed', message: 'This game is for men.' });
    expect((await players.undeclared.client.post(`/api/games/${mensGame}/join`)).statusCode).toBe(403);
    expect((await players.other.client.post(`/api/games/${mensGame}/join`)).statusCode).toBe(200);
  });

  it('takes everyone into a co-ed game, with or without a gender', async () => {
    const gameId = await insertGame(test, host.id, { gender: 'co-ed' });
    for (const player of PLAYERS) {
      const response = await players[player].client.post(`/api/games/${gameId}/join`);
      expect(response.statusCode, player).toBe(200);
    }
  });
});
