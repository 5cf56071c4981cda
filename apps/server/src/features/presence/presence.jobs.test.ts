import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { befriend, openUserSocket } from '../../test/social-factories.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser } from '../../test/user-factories.ts';

let test: TestApp;
let clock: TestClock;

describe('presence sweep job', () => {
  beforeEach(async () => {
    clock = createTestClock();
    test = await buildTestApp({ clock });
  });
  afterEach(async () => {
    await test.close();
  });

  it('marks a user whose heartbeats stopped offline for their friends', async () => {
    const alice = await createUser(test, { name: 'Alice' });
    const bob = await createUser(test, { name: 'Bob' });
    await befriend(alice, bob);
    await bob.client.post('/api/presence/heartbeat');
    const socket = await openUserSocket(test, alice);
    clock.advance(76_000);
    // What the repeating schedule does every 30 s, run now rather than waited for.
    await test.app.jobs.send('presence-sweep', {});
    // Bob's heartbeat announced him online before the socket opened; on a PostgreSQL server that event
    // can still reach the new socket after it subscribed, so the sweep's event is the offline one.
    const offline = await socket.next(
      (m) => m.type === 'event' && m.event.type === 'presence.changed' && !m.event.online,
    );
    expect(offline).toMatchObject({ event: { userId: bob.id, online: false } });
    expect((await alice.client.get('/api/presence/friends')).json()).toEqual({ online: [] });
    socket.close();
  });
});
