import type { ServerMessage } from '@rally/shared/realtime/realtime.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { befriend, openUserSocket, setProfile } from '../../test/social-factories.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

let test: TestApp;
let clock: TestClock;

const heartbeat = (user: TestUser) => user.client.post('/api/presence/heartbeat');
const onlineInList = async (viewer: TestUser, friend: TestUser) =>
  (await viewer.client.get('/api/friends'))
    .json()
    .friends.find((f: { userId: string }) => f.userId === friend.id)?.online;

/**
 * The event that says a user went offline. Their heartbeat's "online" event may reach a socket opened
 * just after it (on PostgreSQL, notifications arrive a moment later), so it is not simply the next one.
 */
const wentOffline = (userId: string) => (message: ServerMessage) =>
  message.type === 'event' &&
  message.event.type === 'presence.changed' &&
  message.event.userId === userId &&
  !message.event.online;

async function friendsPair() {
  const alice = await createUser(test, { name: 'Alice' });
  const bob = await createUser(test, { name: 'Bob' });
  await befriend(alice, bob);
  return { alice, bob };
}

describe('presence', () => {
  beforeEach(async () => {
    clock = createTestClock();
    test = await buildTestApp({ clock });
  });
  afterEach(async () => {
    await test.close();
  });

  it('shows a friend online after their heartbeat while they share their status', async () => {
    const { alice, bob } = await friendsPair();
    const carol = await createUser(test);
    expect(await onlineInList(alice, bob)).toBe(false);

    const response = await heartbeat(bob);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ online: true, shared: true });
    expect(await onlineInList(alice, bob)).toBe(true);
    expect((await alice.client.get('/api/presence/friends')).json()).toEqual({ online: [bob.id] });
    expect((await carol.client.get('/api/presence/friends')).json()).toEqual({ online: [] });
  });

  it('takes a user offline for friends as soon as they sign out', async () => {
    const { alice, bob } = await friendsPair();
    await heartbeat(bob);
    expect(await onlineInList(alice, bob)).toBe(true);
    expect((await bob.client.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect(await onlineInList(alice, bob)).toBe(false);
  });

  it('never shows someone who hides their activity status', async () => {
    const { alice, bob } = await friendsPair();
    await setProfile(test, bob.id, { showActivityStatus: false });
    const response = await heartbeat(bob);
    expect(response.json()).toEqual({ online: false, shared: false });
    expect(await onlineInList(alice, bob)).toBe(false);
    expect((await alice.client.get('/api/presence/friends')).json()).toEqual({ online: [] });
  });

  it('hides someone at once when they turn the status off after being online', async () => {
    const { alice, bob } = await friendsPair();
    await heartbeat(bob);
    await setProfile(test, bob.id, { showActivityStatus: false });
    expect(await onlineInList(alice, bob)).toBe(false);
  });

  it('goes offline 75 seconds after the last heartbeat', async () => {
    const { alice, bob } = await friendsPair();
    await heartbeat(bob);
    clock.advance(74_000);
    expect(await onlineInList(alice, bob)).toBe(true);
    clock.advance(2_000);
    expect(await onlineInList(alice, bob)).toBe(false);
  });

  it('tells friends live when someone comes online and leaves, and only on a change', async () => {
    const { alice, bob } = await friendsPair();
    const socket = await openUserSocket(test, alice);
    await heartbeat(bob);
    expect(await socket.next((m) => m.type === 'event' && m.event.type === 'presence.changed')).toMatchObject(
      {
        event: { type: 'presence.changed', userId: bob.id, online: true },
      },
    );
    await heartbeat(bob);
    expect((await bob.client.post('/api/presence/offline')).statusCode).toBe(204);
    expect(await socket.next((m) => m.type === 'event' && m.event.type === 'presence.changed')).toMatchObject(
      {
        event: { userId: bob.id, online: false },
      },
    );
    expect(await onlineInList(alice, bob)).toBe(false);
    const changes = socket.received.filter((m) => m.type === 'event' && m.event.type === 'presence.changed');
    expect(changes).toHaveLength(2);
    socket.close();
  });

  it('sweeps a silent user offline and tells their friends', async () => {
    const { alice, bob } = await friendsPair();
    await heartbeat(bob);
    const socket = await openUserSocket(test, alice);
    clock.advance(76_000);
    expect(await test.app.services.presence.sweepStale()).toBe(1);
    expect(await socket.next(wentOffline(bob.id))).toMatchObject({
      event: { userId: bob.id, online: false },
    });
    expect(await test.app.services.presence.sweepStale()).toBe(0);
    socket.close();
  });

  it('leaves fresh users alone when sweeping', async () => {
    const { bob } = await friendsPair();
    await heartbeat(bob);
    expect(await test.app.services.presence.sweepStale()).toBe(0);
  });

  it('hide() marks the user offline and tells friends (for the activity-status toggle)', async () => {
    const { alice, bob } = await friendsPair();
    await heartbeat(bob);
    const socket = await openUserSocket(test, alice);
    await test.app.services.presence.hide(bob.id);
    expect(await socket.next(wentOffline(bob.id))).toMatchObject({
      event: { userId: bob.id, online: false },
    });
    expect(await onlineInList(alice, bob)).toBe(false);
    socket.close();
  });

  it('answers signed-out calls with 401', async () => {
    const anon = createClient(test.app);
    for (const response of [
      await anon.post('/api/presence/heartbeat'),
      await anon.post('/api/presence/offline'),
      await anon.get('/api/presence/friends'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('User not authenticated');
    }
  });
});
