import { suspendedSignInText } from '@rally/shared/moderation/suspension';
import { accessibleAtBothSizes } from './support/accessibility.ts';
import { signInAdministrator } from './support/accounts.ts';
import { openLive } from './support/players.ts';
import { expect, test } from './support/test.ts';

// A suspension (issue 28 §3, §5): the administrator suspends a player whose tab is open; the tab is
// signed out at once, and signing in again shows until when the account is suspended.

// Named in ADMIN_EMAILS by the harness (playwright.config.ts); each run starts on a fresh database.
const ADMIN_EMAIL = 'moderation.admin@e2e.rally.test';

test("a suspended player's open tab is signed out, and signing in names the suspension's end", async ({
  page,
  newPlayer,
}) => {
  test.slow();
  const sam = await newPlayer('sam');
  await openLive(sam, '/dashboard');
  await expect(sam.page.getByRole('heading', { level: 1 })).toBeVisible();

  await signInAdministrator(page.request, ADMIN_EMAIL);
  const suspended = await page.request.post('/api/moderation/actions', {
    data: { action: 'suspend', userId: sam.id, reason: 'Threats in messages', days: 7 },
  });
  expect(suspended.status(), await suspended.text()).toBe(201);
  const { action } = (await suspended.json()) as { action: { suspendedUntil: string | null } };
  expect(action.suspendedUntil).not.toBeNull();

  // The open tab goes to sign-in without anyone touching it: its socket was closed by the server.
  await expect(sam.page).toHaveURL(/\/auth/, { timeout: 15_000 });
  await expect(sam.page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  await sam.page.getByLabel('Email or username').fill(sam.username);
  await sam.page.getByLabel('Password', { exact: true }).fill(sam.password);
  await sam.page.getByRole('button', { name: 'Sign In' }).click();
  // The end is dated as the browser's own time zone reads it.
  const timeZone = await sam.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const refusal = sam.page.getByRole('alert');
  await expect(refusal).toHaveText(suspendedSignInText(action.suspendedUntil, timeZone));
  await expect(refusal).toContainText(/until \d{1,2} [A-Z][a-z]+ \d{4}\./);
  await expect(sam.page).toHaveURL(/\/auth/);
  await accessibleAtBothSizes(sam.page);
});
