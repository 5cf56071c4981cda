import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { signedInAccount } from './support/auth-flows.ts';
import { befriend, bellBadge, openLive, watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

/** A person's row in a list on the page, found by their name. */
const rowOf = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

test.describe('friends', () => {
  test('a request found in Find Friends reaches the other player live, who accepts it from the notification', async ({
    newPlayer,
  }) => {
    const alice = await newPlayer('alice');
    const bob = await newPlayer('bob');
    const consoleErrors = [...watchConsole(alice), ...watchConsole(bob)];

    await openLive(bob, '/dashboard');
    await expect(bellBadge(bob.page)).toHaveCount(0);

    await alice.page.goto('/friends?tab=find');
    await expect(alice.page.getByRole('tab', { name: 'Find Friends' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // A blank term is refused with the server's own words, before any request.
    await alice.page.getByRole('button', { name: 'Search' }).click();
    await expect(alice.page.getByText('Please enter a name or username to search')).toBeVisible();

    await alice.page.getByLabel('Username or name').fill(bob.username);
    await alice.page.getByRole('button', { name: 'Search' }).click();
    const results = alice.page.getByRole('list', { name: 'Search results' });
    await expect(
      rowOf(alice.page, bob.name)
        .filter({ hasText: `@${bob.username}` })
        .first(),
    ).toBeVisible();
    await results.getByRole('button', { name: `Add Friend ${bob.name}` }).click();
    await expect(alice.page.getByText('Friend request sent')).toBeVisible();
    // Sending takes Bob out of the results.
    await expect(results.getByText(bob.name)).toHaveCount(0);

    // Bob's bell counts it without a reload, and the panel names who asked.
    await expect(bellBadge(bob.page)).toHaveText('1');
    await bob.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const panel = bob.page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText('1 unread notification')).toBeVisible();
    await panel.getByRole('button', { name: /New friend request/ }).click();
    await expect(bob.page).toHaveURL(/\/friends\?tab=requests$/);
    await expect(bob.page.getByRole('tab', { name: /Requests/ })).toHaveAttribute('aria-selected', 'true');

    const request = rowOf(bob.page, alice.name);
    await expect(request.getByText('Sent you a request')).toBeVisible();
    await request.getByRole('button', { name: `Accept ${alice.name}` }).click();
    await expect(bob.page.getByText('Friend request accepted')).toBeVisible();

    await bob.page.getByRole('tab', { name: 'Friends', exact: true }).click();
    await expect(
      rowOf(bob.page, alice.name).getByRole('button', { name: `Message ${alice.name}` }),
    ).toBeVisible();

    // Alice's page learns of the acceptance by itself.
    await alice.page.getByRole('tab', { name: 'Friends', exact: true }).click();
    const bobRow = rowOf(alice.page, bob.name);
    await expect(bobRow.getByText(`@${bob.username}`)).toBeVisible();
    await expect(bobRow.getByRole('list', { name: 'Sports' }).getByText('Soccer')).toBeVisible();
    await expect(bobRow.getByRole('link', { name: `View Profile of ${bob.name}` })).toHaveAttribute(
      'href',
      `/profile/${bob.id}`,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('a declined request leaves both lists, a sent one can be cancelled, and removing asks first', async ({
    newPlayer,
  }) => {
    const alice = await newPlayer('alice');
    const bob = await newPlayer('bob');
    const cara = await newPlayer('cara');

    // Cara asks Alice (declined); Alice asks Bob (cancelled); Alice and Cara end up friends and part.
    const asked = await cara.page.request.post('/api/friends/requests', { data: { userId: alice.id } });
    expect(asked.status()).toBe(201);
    expect(
      (await alice.page.request.post('/api/friends/requests', { data: { userId: bob.id } })).status(),
    ).toBe(201);

    await alice.page.goto('/friends?tab=requests');
    await expect(alice.page.getByRole('tab', { name: 'Requests 1 waiting' })).toBeVisible();
    await rowOf(alice.page, cara.name)
      .getByRole('button', { name: `Decline ${cara.name}` })
      .click();
    await expect(alice.page.getByText('Friend request declined')).toBeVisible();
    await expect(rowOf(alice.page, cara.name)).toHaveCount(0);

    await rowOf(alice.page, bob.name)
      .getByRole('button', { name: `Cancel request to ${bob.name}` })
      .click();
    await expect(alice.page.getByText('Friend request cancelled')).toBeVisible();
    await expect(alice.page.getByText('No pending requests')).toBeVisible();

    await befriend(cara, alice);
    await alice.page.getByRole('tab', { name: 'Friends', exact: true }).click();
    await rowOf(alice.page, cara.name)
      .getByRole('button', { name: `Remove ${cara.name} from friends` })
      .click();
    const confirm = alice.page.getByRole('alertdialog', { name: 'Remove friend?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(alice.page, cara.name)).toBeVisible();

    await rowOf(alice.page, cara.name)
      .getByRole('button', { name: `Remove ${cara.name} from friends` })
      .click();
    await confirm.getByRole('button', { name: 'Remove friend' }).click();
    await expect(alice.page.getByText('Friend removed')).toBeVisible();
    await expect(alice.page.getByText('No friends yet')).toBeVisible();
  });

  test('suggestions offer players who share a sport, and adding one takes them off the list', async ({
    newPlayer,
  }) => {
    const sport = 'lacrosse';
    const alice = await newPlayer('alice', { sports: [sport] });
    const bob = await newPlayer('bob', { sports: [sport, 'rowing'] });

    await alice.page.goto('/friends?tab=find');
    const suggestions = alice.page.getByRole('list', { name: 'Suggested friends' });
    const bobRow = suggestions.getByRole('listitem').filter({ hasText: bob.name });
    await expect(bobRow.getByText('Also plays Lacrosse')).toBeVisible();
    await bobRow.getByRole('button', { name: `Add Friend ${bob.name}` }).click();
    await expect(alice.page.getByText('Friend request sent')).toBeVisible();
    await expect(suggestions.getByText(bob.name)).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the friends screens and the activity feed are accessible (${theme})`, async ({ newPlayer }) => {
      const alice = await newPlayer('alice');
      const bob = await newPlayer('bob');
      const cara = await newPlayer('cara');
      const dan = await newPlayer('dan');
      await befriend(alice, bob);
      const asked = await cara.page.request.post('/api/friends/requests', { data: { userId: alice.id } });
      expect(asked.status()).toBe(201);
      const page = alice.page;
      if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));

      await page.goto('/friends');
      await expect(page.getByRole('heading', { name: 'Friends', exact: true })).toBeVisible();
      await expect(rowOf(page, bob.name)).toBeVisible();
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expectAccessible(page);

      await page.getByRole('tab', { name: /Requests/ }).click();
      await expect(rowOf(page, cara.name)).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('tab', { name: 'Find Friends' }).click();
      await page.getByLabel('Username or name').fill(dan.username);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(
        page
          .getByRole('list', { name: 'Search results' })
          .getByRole('button', { name: `Add Friend ${dan.name}` }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Suggested for you' })).toBeVisible();
      await expectAccessible(page);

      await page.goto('/friends-activity');
      await expect(page.getByRole('heading', { name: 'Friends Activity' })).toBeVisible();
      await expect(page.getByText('No recent friend activity')).toBeVisible();
      await expect(page.getByText('Connect with friends to see their activities!')).toBeVisible();
      await expectAccessible(page);

      await page.goto('/dashboard');
      await expect(page.getByRole('link', { name: 'Friends Activity' })).toBeVisible();
      await expect(page.getByText('No recent friend activity')).toBeVisible();
      await expectAccessible(page);
    });
  }
});

test('the friends activity page leads back to the dashboard and on to Find Friends', async ({ page }) => {
  await signedInAccount(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Friends Activity' }).click();
  await expect(page).toHaveURL(/\/friends-activity$/);
  await page.getByRole('link', { name: 'Find Friends' }).click();
  await expect(page).toHaveURL(/\/friends\?tab=find$/);
  await expect(page.getByRole('tab', { name: 'Find Friends' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/friends-activity');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
