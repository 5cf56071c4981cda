import { messagesMessages } from '@rally/shared/messages/messages.schemas';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  appWith,
  closeDeliveryFixtures,
  pushService,
  readable,
  savePreferences,
  settle,
  subscribeDevice,
  waitFor,
} from '../../test/delivery-kit.ts';
import { befriend } from '../../test/social-factories.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';
import type { PushService } from '../../test/web-push-service.ts';
import { conversationLink, MESSAGE_DELIVERY_JOB } from './message-delivery.ts';

// The delayed check, the channel jobs and the relay each wait on the queue: seconds per test.
vi.setConfig({ testTimeout: 90_000 });

afterEach(closeDeliveryFixtures);

const keyOf = (receiver: TestUser, sender: TestUser) => `${receiver.id}:${sender.id}`;

type JobRows = { rows: { n: number }[] };

/**
 * The receiver's ~30 s grace is over: the check the message queued becomes due now, so the real
 * queue runs it (and everything after it) instead of the test waiting out the delay.
 */
async function delayPasses(test: TestApp, receiver: TestUser, sender: TestUser) {
  await test.database.connection.db.execute(sql`
    update pgboss.job set start_after = now()
    where name = ${MESSAGE_DELIVERY_JOB} and state = 'created' and singleton_key = ${keyOf(receiver, sender)}`);
}

/** Resolves once the queue has run the check for this receiver and sender. */
async function checkRan(test: TestApp, receiver: TestUser, sender: TestUser) {
  await waitFor(async () => {
    const result = (await test.database.connection.db.execute(sql`
      select count(*)::int as n from pgboss.job
      where name = ${MESSAGE_DELIVERY_JOB} and state = 'completed'
        and singleton_key = ${keyOf(receiver, sender)}`)) as unknown as JobRows;
    return (result.rows[0]?.n ?? 0) > 0;
  });
}

/** Two friends; Bob has a device subscribed at a real push service and email on, messages on. */
async function annWritesToBob() {
  const test = await appWith();
  const push = await pushService();
  const ann = await createUser(test, { name: 'Ann Lee' });
  const bob = await createUser(test, { name: 'Bob Ray' });
  await befriend(ann, bob);
  const device = await subscribeDevice(bob, push);
  await savePreferences(bob, { messages: true, push: true, email: true });
  return { test, push, ann, bob, device };
}

type Pushed = { title: string; message: string; link: string };

/** The pushes about messages on a device (befriending pushed a friend request to it before). */
const messagePushes = (push: PushService, device: string): Pushed[] =>
  push
    .received(device)
    .map((payload) => JSON.parse(payload) as Pushed)
    .filter((pushed) => pushed.title.startsWith('New message from'));

/** The mails about messages in a mailbox. */
const messageMails = (test: TestApp, user: TestUser) =>
  test.mail.received.filter((mail) => mail.to.includes(user.email) && /New message from/.test(mail.subject));

const write = async (from: TestUser, to: TestUser, message: string) =>
  expect((await from.client.post(`/api/messages/${to.id}`, { message })).statusCode).toBe(201);

describe('a direct message the receiver has not read', () => {
  it('reaches their device by push and their mailbox by email once the delay has passed', async () => {
    const { test, push, ann, bob, device } = await annWritesToBob();

    await write(ann, bob, 'Tennis at 6 on Sunday?\nBring the new balls.');
    // Within the delay nothing leaves: Bob may still open the conversation.
    await settle();
    expect(messagePushes(push, device)).toEqual([]);
    expect(messageMails(test, bob)).toEqual([]);

    await delayPasses(test, bob, ann);

    const [pushed] = await waitFor(() =>
      messagePushes(push, device).length > 0 ? messagePushes(push, device) : null,
    );
    expect(pushed).toMatchObject({
      title: messagesMessages.newMessageTitle('Ann Lee'),
      message: 'Tennis at 6 on Sunday?',
      link: conversationLink(ann.id),
    });
    const mail = readable((await test.mail.latest(bob.email, /New message from Ann Lee/)).raw);
    expect(mail).toContain('Tennis at 6 on Sunday?');
    expect(mail).not.toContain('Bring the new balls.');
    expect(mail).toContain(`http://rally.test${conversationLink(ann.id)}`);
    // One push and one mail for the message, and Ann is not told about her own.
    await settle();
    expect(messagePushes(push, device)).toHaveLength(1);
    expect(messageMails(test, bob)).toHaveLength(1);
    expect(messageMails(test, ann)).toEqual([]);
  });

  it('sends nothing when the receiver turned message notifications off', async () => {
    const { test, push, ann, bob, device } = await annWritesToBob();
    await savePreferences(bob, { messages: false, push: true, email: true });

    await write(ann, bob, 'Tennis at 6 on Sunday?');
    await delayPasses(test, bob, ann);
    await checkRan(test, bob, ann);
    await settle();

    expect(messagePushes(push, device)).toEqual([]);
    expect(messageMails(test, bob)).toEqual([]);
  });

  it('sends nothing when the receiver read the conversation within the delay', async () => {
    const { test, push, ann, bob, device } = await annWritesToBob();

    await write(ann, bob, 'Tennis at 6 on Sunday?');
    expect((await bob.client.post(`/api/messages/${ann.id}/read`)).statusCode).toBeLessThan(300);
    await delayPasses(test, bob, ann);
    await checkRan(test, bob, ann);
    await settle();

    expect(messagePushes(push, device)).toEqual([]);
    expect(messageMails(test, bob)).toEqual([]);
  });
});
