import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { reviewAfterGame } from '../../test/review-scene.ts';
import { openUserSocket } from '../../test/social-factories.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser } from '../../test/user-factories.ts';

// Someone else's profile open on a screen follows that player's profile topic: an edit of the profile
// and a new review of the player reach it live, as a moderator's removal does.

let test: TestApp;
let clock: TestClock;
beforeAll(async () => {
  clock = createTestClock();
  test = await buildTestApp({ clock });
});
afterAll(async () => {
  await test.close();
});

describe('a profile open on another player’s screen', () => {
  it('hears of the owner’s edit and of a new review of them, on the profile’s topic', async () => {
    const [owner, viewer, reviewer, host] = await Promise.all(
      ['Olive Owner', 'Vic Viewer', 'Rex Reviewer', 'Hal Host'].map((name) => createUser(test, { name })),
    );
    const viewerSocket = await openUserSocket(test, viewer!);
    try {
      expect(await viewerSocket.subscribe(`profile:${owner!.id}`)).toMatchObject({ type: 'subscribed' });
      const changed = () =>
        viewerSocket.next(
          (message) =>
            message.type === 'event' &&
            message.event.type === 'profile.changed' &&
            message.event.userId === owner!.id,
        );

      const edit = changed();
      const saved = await owner!.client.put('/api/profiles/me', {
        name: 'Olive Owner',
        location: 'Portland, OR',
        bio: 'Now playing tennis on Sundays.',
        gender: 'woman',
        sports: ['tennis'],
        sportSkills: { tennis: 'casual' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await edit).toMatchObject({ topic: `profile:${owner!.id}` });

      const review = changed();
      await reviewAfterGame(
        test,
        clock,
        { host: host!, reviewer: reviewer!, reviewed: owner! },
        { rating: 5, comment: 'A great partner' },
      );
      expect(await review).toMatchObject({ topic: `profile:${owner!.id}` });
    } finally {
      viewerSocket.close();
    }
  });
});
