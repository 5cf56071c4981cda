import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { befriend } from '../../test/social-factories.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';
import { MESSAGE_DELIVERY_JOB } from './message-delivery.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
  await test.app.jobs.whenStarted();
});
afterEach(async () => {
  await test.close();
});

const send = async (from: TestUser, to: TestUser, message: string) => {
  expect((await from.client.post(`/api/messages/${to.id}`, { message })).statusCode).toBe(201);
  await new Promise((resolve) => setTimeout(resolve, 3));
};

/** The delayed checks waiting in the job queue for this receiver and sender. */
async function waitingChecks(receiver: TestUser, sender: TestUser): Promise<number> {
  const result = await test.database.connection.db.execute(sql`
    select count(*)::int as n from pgboss.job
    where name = ${MESSAGE_DELIVERY_JOB} and state = 'created'
      and singleton_key = ${`${receiver.id}:${sender.id}`}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** The check the queue runs ~30 s after a message (called here instead of waiting). */
const check = (receiver: TestUser, sender: TestUser) =>
  test.app.services.messageDelivery.deliverUnread({ receiverId: receiver.id, senderId: sender.id });

describe('pushing and emailing a direct message', () => {
  it('waits as one delayed check for a burst of messages', async () => {
    const ann = await createUser(test, { name: 'Ann' });
    const me = await createUser(test, { name: 'Me' });
    await befriend(me, ann);
    await send(ann, me, 'one');
    await send(ann, me, 'two');
    await send(ann, me, 'three');
    expect(await waitingChecks(me, ann)).toBe(1);
  });

  it('delivers unread messages once, and again only for newer ones', async () => {
    const ann = await createUser(test, { name: 'Ann' });
    const me = await createUser(test, { name: 'Me' });
    await befriend(me, ann);
    await send(ann, me, 'one');
    await send(ann, me, 'two');

    expect(await check(me, ann)).toBe(true);
    // Already handed to push and email: a second check (another process, a retry) sends nothing.
    expect(await check(me, ann)).toBe(false);
    await send(ann, me, 'three');
    expect(await check(me, ann)).toBe(true);
  });

  it('delivers nothing the receiver read within the delay', async () => {
    const ann = await createUser(test, { name: 'Ann' });
    const me = await createUser(test, { name: 'Me' });
    await befriend(me, ann);
    await send(ann, me, 'are you there?');
    await me.client.post(`/api/messages/${ann.id}/read`);
    expect(await check(me, ann)).toBe(false);
  });

  it('delivers nothing once the friendship has ended', async () => {
    const ann = await createUser(test, { name: 'Ann' });
    const me = await createUser(test, { name: 'Me' });
    await befriend(me, ann);
    await send(ann, me, 'hello');
    await me.client.delete(`/api/friends/${ann.id}`);
    expect(await check(me, ann)).toBe(false);
  });
});
