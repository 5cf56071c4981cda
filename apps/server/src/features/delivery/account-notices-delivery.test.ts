import { moderationTexts } from '@rally/shared/moderation/moderation.constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
import { createUser } from '../../test/user-factories.ts';

// A moderator's warning reaches the player whatever their settings say, as a password email would;
// "your report was reviewed" has no toggle of its own and follows the push and email switches.

// Delivery waits on the queue's polling and the relay's second: these tests take seconds each.
vi.setConfig({ testTimeout: 90_000 });

afterEach(closeDeliveryFixtures);

/** Every kind and every channel off. */
const EVERYTHING_OFF = {
  gameReminders: false,
  gameInvitations: false,
  gameCancellations: false,
  gameActivity: false,
  friendRequests: false,
  leagues: false,
  messages: false,
  push: false,
  email: false,
  sms: false,
};

const warning = (userId: string) => ({
  userId,
  type: 'account_warning' as const,
  title: moderationTexts.warningTitle,
  message: moderationTexts.warning('Abusive messages in a game chat'),
});
const reportReviewed = (userId: string) => ({
  userId,
  type: 'report_reviewed' as const,
  title: moderationTexts.reportReviewedTitle,
  message: moderationTexts.reportReviewed,
});

/** The mail to `email` with this subject, once it has arrived. */
const mailTo = (test: Awaited<ReturnType<typeof appWith>>, email: string, subject: string) =>
  test.mail.received.find((m) => m.to.includes(email) && m.subject === subject);

describe("a moderator's warning", () => {
  it('is mailed and pushed to a player with every notification setting off, without an unsubscribe link', async () => {
    const test = await appWith();
    const push = await pushService();
    const alice = await createUser(test);
    const device = await subscribeDevice(alice, push);
    await savePreferences(alice, EVERYTHING_OFF);

    await test.app.services.notifications.notify(warning(alice.id));

    // A fresh app's first queue poll can take longer than the sink's own wait: poll as for the push.
    const mail = readable((await waitFor(() => mailTo(test, alice.email, moderationTexts.warningTitle))).raw);
    expect(mail).toContain('Abusive messages in a game chat');
    expect(mail).toContain('so Rally sends it whatever your notification settings say');
    expect(mail).toContain('Your notification settings: http://rally.test/notifications');
    expect(mail).not.toContain('List-Unsubscribe');
    const [payload] = await waitFor(() => (push.received(device).length > 0 ? push.received(device) : null));
    expect(JSON.parse(payload!).title).toBe(moderationTexts.warningTitle);
  });
});

describe('"your report was reviewed"', () => {
  it('is mailed when email is on, even with every kind off, and not when email is off', async () => {
    const test = await appWith();
    const emailOn = await createUser(test);
    const emailOff = await createUser(test);
    await savePreferences(emailOn, { ...EVERYTHING_OFF, email: true });
    await savePreferences(emailOff, EVERYTHING_OFF);

    await test.app.services.notifications.notify(reportReviewed(emailOff.id));
    await test.app.services.notifications.notify(reportReviewed(emailOn.id));

    const mail = readable(
      (await waitFor(() => mailTo(test, emailOn.email, moderationTexts.reportReviewedTitle))).raw,
    );
    expect(mail).toContain('You get this because emails are on in your Rally notification settings.');
    expect(mail).not.toContain('List-Unsubscribe');
    await settle();
    expect(test.mail.count(emailOff.email)).toBe(0);
  });

  it('stays in the notifications list of a player with every setting off, under Account', async () => {
    const test = await appWith();
    const alice = await createUser(test);
    await savePreferences(alice, EVERYTHING_OFF);

    await test.app.services.notifications.notify(reportReviewed(alice.id));
    await test.app.services.notifications.notify(warning(alice.id));

    const account = (await alice.client.get('/api/notifications?kind=account')).json();
    expect(account.notifications.map((n: { type: string }) => n.type).sort()).toEqual([
      'account_warning',
      'report_reviewed',
    ]);
    const games = (await alice.client.get('/api/notifications?kind=games')).json();
    expect(games.notifications).toEqual([]);
  });
});
