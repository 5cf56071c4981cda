import type { Page } from '@playwright/test';
import type { ModerationActionResult } from '@rally/shared/moderation/moderation.schemas';
import { suspendedSignInText } from '@rally/shared/moderation/suspension';
import { accessibleAtBothSizes } from './support/accessibility.ts';
import { signInAdministrator } from './support/accounts.ts';
import { signedInAccount, submitSignIn } from './support/auth-flows.ts';
import { befriend, openLive, type Player, watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

// The moderation queue (issue 28 §3, §5): a player reports a direct message; the administrator finds it
// in the queue with what it said, suspends its author for 7 days (whose open tab is signed out, and whose
// sign-in names the end) and removes it; the reporter's thread, open all along, shows the tombstone at
// once, without a reload, and the action log records both. A player who opens /moderation is refused.

// Named in ADMIN_EMAILS by the harness (playwright.config.ts); each run starts on a fresh database.
const ADMIN_EMAIL = 'moderator@e2e.rally.test';
const ACCESS_DENIED = 'Access denied. Administrator privileges required to view moderation.';
const TOMBSTONE = 'Removed by a moderator';
// A first load on a busy machine (several servers and browsers at once) can take tens of seconds.
const FIRST_LOAD = { timeout: 45_000 };

/**
 * The administrator's session on this request context, and their name as the log writes it. A retried
 * test finds the account made by its first attempt, so it signs in to it instead.
 */
/** Sends a direct message through the API and returns its id. */
async function sendMessage(from: Player, to: Player, message: string): Promise<string> {
  const sent = await from.page.request.post(`/api/messages/${to.id}`, { data: { message } });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { id: string }).id;
}

/** "Dec 4, 2026", as the page writes a date. */
const calendarDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

test('the administrator reviews a reported message, suspends its author for 7 days and removes it', async ({
  page,
  newPlayer,
}) => {
  test.slow();
  const alice = await newPlayer('alice');
  const bob = await newPlayer('bob');
  await befriend(alice, bob);
  const messageId = await sendMessage(bob, alice, 'Pay me <b>$50</b> or you are off the team');
  const reported = await alice.page.request.post('/api/reports', {
    data: {
      targetType: 'direct_message',
      targetId: messageId,
      reason: 'harassment',
      details: 'Threatens me over money.',
    },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  // The author has Rally open in a tab of their own.
  await openLive(bob, '/dashboard');

  await signInAdministrator(page.request, ADMIN_EMAIL);
  const adminErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') adminErrors.push(message.text());
  });

  // The administrator's account menu links Moderation beside Monitoring.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click(FIRST_LOAD);
  await expect(page.getByRole('menuitem', { name: 'Monitoring' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Moderation' }).click();
  await expect(page).toHaveURL(/\/moderation$/);
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible(FIRST_LOAD);

  // The report, grouped under the message, with what it said as plain text and whose it is.
  const group = page.getByRole('article', { name: `Direct message from ${bob.name}` });
  await expect(group).toBeVisible();
  await expect(group.getByText('Pay me <b>$50</b> or you are off the team')).toBeVisible();
  await expect(group).toContainText('Harassment');
  await expect(group).toContainText(`by ${alice.name}`);
  await expect(group).toContainText('Threatens me over money.');
  await expect(group.getByRole('link', { name: bob.name })).toHaveAttribute('href', `/profile/${bob.id}`);
  await expect(group).toContainText('0 earlier reports against them · 0 warnings · 0 suspensions');
  await accessibleAtBothSizes(page);

  // Suspend asks for a reason and a period; Escape closes the dialog without acting.
  const suspend = group.getByRole('button', { name: `Suspend ${bob.name}` });
  await suspend.click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${bob.name}?` });
  await expect(dialog.getByRole('radio', { name: '7 days' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(suspend).toBeFocused();

  await suspend.click();
  await dialog.getByRole('button', { name: 'Suspend Account' }).click();
  await expect(dialog.getByText('Give a reason.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Threatening a player over money');
  await accessibleAtBothSizes(page);
  const suspended = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/moderation/actions') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Suspend Account' }).click();
  const { action } = (await (await suspended).json()) as ModerationActionResult;
  expect(action.suspendedUntil).not.toBeNull();
  const until = calendarDate(action.suspendedUntil!);
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, `${bob.name} is suspended until ${until}`)).toBeVisible();
  // The reports stay open for the content: the group now shows the suspension and offers Reinstate.
  await expect(group).toContainText(`Suspended until ${until}`);
  await expect(group.getByRole('button', { name: `Reinstate ${bob.name}` })).toBeVisible();

  // The author's open tab is signed out at once, and signing in again names the suspension's end.
  await expect(bob.page).toHaveURL(/\/auth/, { timeout: 15_000 });
  await submitSignIn(bob.page, bob.username, bob.password);
  const timeZone = await bob.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(bob.page.getByRole('alert')).toHaveText(suspendedSignInText(action.suspendedUntil, timeZone));

  // The reporter has the thread open, the message still in it.
  const errors = watchConsole(alice);
  await openLive(alice, `/friends?chat=${bob.id}`);
  const thread = alice.page.getByRole('log', { name: `Messages with ${bob.name}` });
  await expect(thread).toContainText('Pay me <b>$50</b> or you are off the team');
  // A mark on the page's window: a reload would wipe it.
  await alice.page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  // Remove: the message goes, the reports close and the group leaves the queue.
  await group.getByRole('button', { name: `Remove Direct message from ${bob.name}` }).click();
  const remove = page.getByRole('dialog', { name: `Remove Direct message from ${bob.name}?` });
  await remove.getByRole('textbox', { name: 'Reason' }).fill('Harassment');
  await remove.getByRole('button', { name: 'Remove Direct message' }).click();
  await expect(toast(page, 'Removed, and the reports closed')).toBeVisible();
  await expect(group).toHaveCount(0);

  // The log records both, with who, what and why.
  await page.getByRole('tab', { name: 'Action log' }).click();
  const log = page.getByRole('list', { name: 'Action log' });
  // Newest first; the moderator is shared by every run, so an earlier run's removal may be listed below.
  await expect(
    log.getByRole('listitem').filter({ hasText: 'removed a direct message' }).first(),
  ).toContainText('Reason: Harassment');
  await expect(
    log.getByRole('listitem').filter({ hasText: `suspended ${bob.name} until ${until}` }),
  ).toContainText('Reason: Threatening a player over money');
  await accessibleAtBothSizes(page);
  expect(adminErrors).toEqual([]);

  // The reporter's open thread keeps the message's place, with the tombstone and none of its words,
  // without being reloaded.
  const removed = thread.getByRole('listitem').filter({ hasText: TOMBSTONE });
  await expect(removed).toBeVisible();
  await expect(thread).not.toContainText('Pay me');
  await expect(removed.getByRole('button', { name: 'Report this message' })).toHaveCount(0);
  expect(await alice.page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  expect(errors).toEqual([]);
});

test('a player who opens /moderation is refused in moderation’s words and sees no reports', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/moderation/')) asked.push(request.url());
  });
  await signedInAccount(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click(FIRST_LOAD);
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Moderation' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/moderation');
  await expect(page.getByText(ACCESS_DENIED)).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toHaveCount(0);
  await accessibleAtBothSizes(page);
  expect(asked).toEqual([]);
});
