import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userActivity } from '../../db/schema/monitoring.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/user-factories.ts';
import { ACTIVITY_WRITE_INTERVAL_MS } from './activity-tracker.ts';
import { createUserActivityRepository } from './user-activity.repository.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

describe('the last-active record', () => {
  it('moves only when it is older than the interval, so other processes rarely rewrite it and never backwards', async () => {
    const user = await createUser(test);
    const db = test.database.connection.db;
    const repo = createUserActivityRepository(db);
    const lastActive = async () =>
      (await db.select().from(userActivity).where(eq(userActivity.userId, user.id)))[0]?.lastActiveAt;
    const start = new Date('2026-06-01T09:00:00Z');
    const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

    await repo.touch(user.id, start, ACTIVITY_WRITE_INTERVAL_MS);
    expect(await lastActive()).toEqual(start);
    await repo.touch(user.id, later(2), ACTIVITY_WRITE_INTERVAL_MS);
    expect(await lastActive()).toEqual(start);
    await repo.touch(user.id, later(6), ACTIVITY_WRITE_INTERVAL_MS);
    expect(await lastActive()).toEqual(later(6));
    await repo.touch(user.id, start, ACTIVITY_WRITE_INTERVAL_MS);
    expect(await lastActive()).toEqual(later(6));
  });
});
