import type { GameAbilities } from '@rally/shared/games/games.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameInvitations, gameWaitlist } from '../../../db/schema/games.ts';
import { buildTestApp, type Client, createClient, type TestApp } from '../../../test/build-test-app.ts';
import { insertGame } from '../../../test/game-factories.ts';
import { askToJoin } from '../../../test/participation-scene.ts';
import { befriend } from '../../../test/social-factories.ts';
import { createUser, type TestUser } from '../../../test/user-factories.ts';

// Every participation endpoint tried by everyone who might call it, each on a game of its own, so one
// call never changes the scene of the next. Where the game's page offers the action (an ability), the
// ability seen just before must match the answer: true exactly when the action succeeds.

const ROLES = ['signedOut', 'host', 'participant', 'invitedFriend', 'otherUser'] as const;
type Role = (typeof ROLES)[number];
type Expected = Record<Role, number>;

type People = Record<Exclude<Role, 'signedOut'>, TestUser> & { asker: TestUser; hostsFriend: TestUser };
type Scene = { gameId: string; requestId: string | null };
type SceneOptions = {
  isPrivate?: boolean;
  full?: boolean;
  started?: boolean;
  otherWaiting?: boolean;
  pendingRequest?: boolean;
};

type Row = {
  action: string;
  scene: SceneOptions;
  ability: keyof GameAbilities | null;
  expected: Expected;
  call(client: Client, scene: Scene, people: People): ReturnType<Client['get']>;
};

const hostOnly: Expected = {
  signedOut: 401,
  host: 200,
  participant: 403,
  invitedFriend: 403,
  otherUser: 403,
};

const ROWS: Row[] = [
  {
    action: 'POST /:id/join',
    scene: { isPrivate: true },
    ability: 'canJoin',
    expected: { signedOut: 401, host: 409, participant: 409, invitedFriend: 200, otherUser: 403 },
    call: (client, { gameId }) => client.post(`/api/games/${gameId}/join`),
  },
  {
    action: 'POST /:id/leave',
    scene: {},
    ability: 'canLeave',
    expected: { signedOut: 401, host: 403, participant: 200, invitedFriend: 403, otherUser: 403 },
    call: (client, { gameId }) => client.post(`/api/games/${gameId}/leave`),
  },
  {
    action: 'POST /:id/requests',
    scene: { isPrivate: true },
    ability: 'canRequest',
    expected: { signedOut: 401, host: 409, participant: 409, invitedFriend: 409, otherUser: 200 },
    call: (client, { gameId }) =>
      client.post(`/api/games/${gameId}/requests`, { message: 'Room for one more?' }),
  },
  {
    action: 'GET /:id/requests',
    scene: { isPrivate: true, pendingRequest: true },
    ability: 'canManageRequests',
    expected: hostOnly,
    call: (client, { gameId }) => client.get(`/api/games/${gameId}/requests`),
  },
  {
    action: 'PATCH /:id/requests/:requestId',
    scene: { isPrivate: true, pendingRequest: true },
    ability: 'canManageRequests',
    expected: hostOnly,
    call: (client, { gameId, requestId }) =>
      client.patch(`/api/games/${gameId}/requests/${requestId}`, { status: 'approved' }),
  },
  {
    action: 'GET /:id/invitable-friends',
    scene: { isPrivate: true },
    ability: 'canInvite',
    expected: hostOnly,
    call: (client, { gameId }) => client.get(`/api/games/${gameId}/invitable-friends`),
  },
  {
    action: 'POST /:id/invitations',
    scene: { isPrivate: true },
    ability: 'canInvite',
    expected: hostOnly,
    call: (client, { gameId }, people) =>
      client.post(`/api/games/${gameId}/invitations`, { userIds: [people.hostsFriend.id] }),
  },
  {
    action: 'POST /:id/waitlist',
    scene: { full: true },
    ability: 'canJoinWaitlist',
    expected: { signedOut: 401, host: 409, participant: 409, invitedFriend: 200, otherUser: 200 },
    call: (client, { gameId }) => client.post(`/api/games/${gameId}/waitlist`),
  },
  {
    action: 'DELETE /:id/waitlist',
    scene: { full: true, otherWaiting: true },
    ability: 'canLeaveWaitlist',
    expected: { signedOut: 401, host: 409, participant: 409, invitedFriend: 409, otherUser: 200 },
    call: (client, { gameId }) => client.delete(`/api/games/${gameId}/waitlist`),
  },
  {
    action: 'GET /:id/waitlist',
    scene: { full: true, otherWaiting: true },
    ability: null,
    expected: hostOnly,
    call: (client, { gameId }) => client.get(`/api/games/${gameId}/waitlist`),
  },
  {
    action: 'DELETE /:id/players/:userId',
    scene: {},
    ability: 'canRemovePlayers',
    expected: hostOnly,
    call: (client, { gameId }, people) =>
      client.delete(`/api/games/${gameId}/players/${people.participant.id}`),
  },
  {
    action: 'PUT /:id/rating',
    scene: { started: true },
    ability: 'canRate',
    expected: { signedOut: 401, host: 200, participant: 200, invitedFriend: 403, otherUser: 403 },
    call: (client, { gameId }) => client.put(`/api/games/${gameId}/rating`, { rating: 5 }),
  },
];

let test: TestApp;
let people: People;
beforeEach(async () => {
  test = await buildTestApp();
  const [host, participant, invitedFriend, otherUser, asker, hostsFriend] = await Promise.all(
    ['Host', 'Participant', 'Invited', 'Other', 'Asker', 'Friend'].map((name) => createUser(test, { name })),
  );
  people = {
    host: host!,
    participant: participant!,
    invitedFriend: invitedFriend!,
    otherUser: otherUser!,
    asker: asker!,
    hostsFriend: hostsFriend!,
  };
  await befriend(people.host, people.invitedFriend);
  await befriend(people.host, people.hostsFriend);
});
afterEach(async () => {
  await test.close();
});

/** A game hosted by the host with the participant playing and the invited friend invited, as the row needs it. */
async function buildScene(options: SceneOptions): Promise<Scene> {
  const db = test.database.connection.db;
  const gameId = await insertGame(test, people.host.id, {
    isPrivate: options.isPrivate ?? false,
    maxPlayers: options.full ? 2 : 8,
    players: [people.participant.id],
    startsAt: new Date(Date.now() + (options.started ? -1 : 24) * 60 * 60 * 1000),
  });
  await db
    .insert(gameInvitations)
    .values({ gameId, userId: people.invitedFriend.id, invitedBy: people.host.id });
  if (options.otherWaiting) await db.insert(gameWaitlist).values({ gameId, userId: people.otherUser.id });
  const requestId = options.pendingRequest ? await askToJoin(test, people.asker, gameId) : null;
  return { gameId, requestId };
}

describe('who may take part how', () => {
  it.each(ROWS)(
    '$action answers each caller as the permissions say, as the game page predicts',
    async (row) => {
      const answers: Partial<Expected> = {};
      const mismatches: string[] = [];
      for (const role of ROLES) {
        const scene = await buildScene(row.scene);
        const client = role === 'signedOut' ? createClient(test.app) : people[role].client;
        let ability: boolean | undefined;
        if (row.ability && role !== 'signedOut') {
          const detail = await client.get(`/api/games/${scene.gameId}`);
          expect(detail.statusCode).toBe(200);
          ability = detail.json().abilities[row.ability];
          expect(typeof ability).toBe('boolean');
        }
        const response = await row.call(client, scene, people);
        answers[role] = response.statusCode;
        if (response.statusCode >= 400)
          expect(response.json().message, `${role}: a readable refusal`).toEqual(expect.any(String));
        if (ability !== undefined && ability !== (response.statusCode === 200))
          mismatches.push(
            `${role}: ${row.ability} was ${ability} but the action answered ${response.statusCode}`,
          );
      }
      expect(answers).toEqual(row.expected);
      expect(mismatches).toEqual([]);
    },
  );
});
