import type { APIRequestContext, Page } from '@playwright/test';
import type { MonitoringLive, MonitoringUsage } from '@rally/shared/monitoring/monitoring.schemas';
import { scalingAlerts } from '@rally/shared/monitoring/scaling';
import { expectAccessible } from './support/accessibility.ts';
import { type Account, createVerifiedAccount, newAccount } from './support/accounts.ts';
import { signedInAccount } from './support/auth-flows.ts';
import { expect, test } from './support/test.ts';

// Named in ADMIN_EMAILS by the harness (playwright.config.ts); each run starts on a fresh database.
const ADMIN_EMAIL = 'monitoring.admin@e2e.rally.test';
const TABS = ['Overview', 'Performance', 'Connections', 'Scaling'] as const;
const PHONE = { width: 390, height: 844 };
// A first load on a busy machine (several servers and browsers at once) can take tens of seconds.
const FIRST_LOAD = { timeout: 45_000 };

/** The figure shown under a label in one of the page's stat tiles. */
const stat = (page: Page, label: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** A number as the page writes it ("1,234"). */
const numberIn = async (text: Promise<string>) => Number((await text).replace(/[^\d]/g, ''));

/**
 * The administrator's session on this request context. A retried test finds the account made by its
 * first attempt, so it signs in to it instead.
 */
async function signInAdmin(request: APIRequestContext) {
  const admin: Account = { ...newAccount('monitor'), email: ADMIN_EMAIL };
  const signIn = await request.post('/api/auth/sign-in', {
    data: { identifier: admin.email, password: admin.password },
  });
  if (!signIn.ok()) await createVerifiedAccount(request, admin);
}

/** The alert titles the server's own figures call for right now, as the page computes them. */
async function alertsDue(request: APIRequestContext): Promise<string[]> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [usage, live] = await Promise.all([
    request.get(`/api/monitoring/usage?timeZone=${encodeURIComponent(timeZone)}`),
    request.get('/api/monitoring/live'),
  ]);
  expect(usage.ok() && live.ok(), 'the monitoring figures are readable').toBe(true);
  return scalingAlerts((await usage.json()) as MonitoringUsage, (await live.json()) as MonitoringLive).map(
    (alert) => alert.title,
  );
}

async function openTab(page: Page, name: (typeof TABS)[number]) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe('the monitoring dashboard', () => {
  test('a player who is not an administrator sees the access-denied text and no figures', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/monitoring/')) asked.push(request.url());
    });
    await signedInAccount(page);
    await page.goto('/monitoring');
    await expect(
      page.getByText('Access denied. Administrator privileges required to view monitoring dashboard.'),
    ).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('an administrator watches usage, performance, connections and scaling, and can stop and restart monitoring', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(360_000);
    await signInAdmin(page.request);
    await page.goto('/monitoring');
    await expect(page.getByRole('heading', { name: 'Monitoring', level: 1 })).toBeVisible(FIRST_LOAD);
    await expect(page.getByText(/Last updated/)).toBeVisible();

    // Overview: a user signed up now counts in total users once the page asks again.
    await expect(stat(page, 'Total users')).toHaveText(/^\d/);
    const usersBefore = await numberIn(stat(page, 'Total users').innerText());
    const other = await playwright.request.newContext({ baseURL });
    const counted = newAccount('counted');
    await createVerifiedAccount(other, counted);
    await other.dispose();
    await page.reload();
    await expect(stat(page, 'Total users')).toHaveText(/^\d/, FIRST_LOAD);
    await expect(async () =>
      expect(await numberIn(stat(page, 'Total users').innerText())).toBeGreaterThanOrEqual(usersBefore + 1),
    ).toPass();
    // Recent user activity: that account is the newest sign-up, named as players see it.
    const recent = page.getByRole('list', { name: 'Recent user activity' });
    await expect(recent.getByRole('listitem').filter({ hasText: counted.name })).toContainText('signed up');
    for (const label of [
      'Games created today',
      'Daily active users',
      'Weekly active users',
      'Realtime connections',
    ]) {
      await expect(stat(page, label)).toHaveText(/^\d/);
    }
    await expect(stat(page, 'Bytes sent')).toHaveText(/\d+(\.\d)? (B|KB|MB|GB)/);
    await expect(page.getByRole('figure')).toHaveCount(4);
    await expect(page.getByRole('figure', { name: /Requests per minute/ })).toContainText(
      /Last hour: latest \d/,
    );

    // Performance: requests the test makes show up in the per-route table within a refresh.
    await openTab(page, 'Performance');
    await expect(page).toHaveURL(/\?tab=performance$/);
    await expect(stat(page, 'p95 response time')).toHaveText(/\d.* (ms|s)$/);
    const friendsRow = page.getByRole('row', { name: /^GET \/api\/friends \d/ });
    const before = (await friendsRow.count())
      ? await numberIn(friendsRow.getByRole('cell').first().innerText())
      : 0;
    for (let i = 0; i < 3; i += 1) expect((await page.request.get('/api/friends')).ok()).toBe(true);
    await expect(async () =>
      expect(await numberIn(friendsRow.getByRole('cell').first().innerText())).toBeGreaterThanOrEqual(
        before + 3,
      ),
    ).toPass({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Slow queries' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Errors' })).toBeVisible();

    // Connections: the embedded database's single connection and its queue, and the realtime sockets.
    await openTab(page, 'Connections');
    await expect(page.getByRole('heading', { name: 'Database (embedded)' })).toBeVisible();
    await expect(stat(page, 'Statements queued')).toHaveText(/^\d/);
    await expect(stat(page, 'LISTEN connection')).toHaveText('In process (embedded database)');

    // Scaling: the alerts the figures call for (none on a quiet server; a whole test run's sign-ups
    // and traffic can pass a line), and every threshold written out.
    await openTab(page, 'Scaling');
    const alertsRegion = page.getByRole('tabpanel');
    await expect(async () => {
      const due = await alertsDue(page.request);
      if (due.length === 0) await expect(page.getByText('No alerts', { exact: true })).toBeVisible();
      for (const title of due) await expect(alertsRegion.getByText(title)).toBeVisible();
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText('alert above 400, limit 500, tip above 300')).toBeVisible();
    await expect(page.getByText(/^What to do when one fires: see Scaling in the README/)).toBeVisible();

    // The tab is kept in the address.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Scaling' })).toHaveAttribute(
      'aria-selected',
      'true',
      FIRST_LOAD,
    );

    // Stop Monitoring: no more requests for live figures; Start resumes them.
    const liveRequests: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/monitoring/live') liveRequests.push(Date.now());
    });
    await expect.poll(() => liveRequests.length, { timeout: 12_000 }).toBeGreaterThan(0);
    const stop = page.getByRole('button', { name: 'Stop Monitoring' });
    await expect(stop).toHaveAttribute('aria-pressed', 'true');
    await stop.click();
    const start = page.getByRole('button', { name: 'Start Monitoring' });
    await expect(start).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(/Monitoring stopped · Last updated/)).toBeVisible();
    const stoppedAt = liveRequests.length;
    await page.waitForTimeout(12_000);
    expect(liveRequests.length, 'requests for live figures while stopped').toBe(stoppedAt);
    await start.click();
    await expect(page.getByRole('button', { name: 'Stop Monitoring' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(() => liveRequests.length, { timeout: 7_000 }).toBeGreaterThan(stoppedAt);

    // Accessible in light and dark, at desktop and phone sizes, with no sideways scrolling on a phone.
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      for (const size of [{ width: 1280, height: 800 }, PHONE]) {
        await page.setViewportSize(size);
        await page.goto('/monitoring');
        await expect(page.getByText(/Last updated/)).toBeVisible(FIRST_LOAD);
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        // Every tab in light at desktop size and in dark on a phone; Overview alone in the other two.
        const everyTab = (theme === 'light') === (size !== PHONE);
        for (const tab of everyTab ? TABS : (['Overview'] as const)) {
          await openTab(page, tab);
          await expect(page.getByRole('tabpanel')).not.toContainText('Loading monitoring data...');
          await expect(page.getByRole('tabpanel')).not.toContainText('Loading recent activity...');
          await expectAccessible(page);
          if (size === PHONE) await expectNoSidewaysScroll(page);
        }
      }
    }
  });
});
