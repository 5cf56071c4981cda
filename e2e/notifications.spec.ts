import { expectAccessible } from './support/accessibility.ts';
import { befriend, bellBadge, openLive } from './support/players.ts';
import { expect, test } from './support/test.ts';

test.describe('notification panel', () => {
  test('Mark all as read clears the unread notifications and the badge', async ({ newPlayer }) => {
    const bob = await newPlayer('bob');
    const alice = await newPlayer('alice');
    const cara = await newPlayer('cara');

    await openLive(bob, '/dashboard');
    for (const asker of [alice, cara]) {
      const sent = await asker.page.request.post('/api/friends/requests', { data: { userId: bob.id } });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    const badge = bellBadge(bob.page);
    await expect(badge).toHaveText('2');

    await bob.page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const panel = bob.page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText('2 unread notifications')).toBeVisible();
    await expect(panel.getByText(`${alice.name} sent you a friend request`)).toBeVisible();
    await expect(panel.getByText(`${cara.name} sent you a friend request`)).toBeVisible();

    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bob.page.getByText('Notifications cleared')).toBeVisible();
    await expect(bob.page.getByText('All notifications have been marked as read')).toBeVisible();
    await expect(badge).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    await expect(panel.getByText(/unread notification/)).toHaveCount(0);

    // It holds after a reload: they were marked read on the server, not only on screen.
    await bob.page.reload();
    await expect(bob.page.getByText(`Hi, ${bob.name}`)).toBeVisible();
    await expect(badge).toHaveCount(0);
  });
});

test.describe('notifications page', () => {
  test('the bell leads to the whole history, filtered by kind, each entry opening where it points', async ({
    newPlayer,
  }) => {
    test.slow();
    const bob = await newPlayer('bob', { sports: ['basketball'] });
    const alice = await newPlayer('alice');
    const dan = await newPlayer('dan');
    await befriend(dan, bob);
    const asked = await alice.page.request.post('/api/friends/requests', { data: { userId: bob.id } });
    expect(asked.status(), await asked.text()).toBe(201);
    const title = `Lunch hoops ${Math.random().toString(36).slice(2, 6)}`;
    const created = await dan.page.request.post('/api/games', {
      data: {
        sport: 'basketball',
        title,
        date: new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10),
        time: '12:30',
        timeZone: 'UTC',
        location: 'Zilker Park',
        maxPlayers: 10,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const gameId = ((await created.json()) as { id: string }).id;

    const { page } = bob;
    await openLive(bob, '/dashboard');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: 'See all notifications' })
      .click();
    await expect(page).toHaveURL(/\/notifications\/all$/);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Notifications' });
    const gameNotice = `${dan.name} created the basketball game ${title}`;
    await expect(list.getByText(gameNotice)).toBeVisible();
    await expect(list.getByText(`${alice.name} sent you a friend request`)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Friends', exact: true }).click();
    await expect(page).toHaveURL(/kind=friends/);
    await expect(list.getByText(`${alice.name} sent you a friend request`)).toBeVisible();
    await expect(list.getByText(gameNotice)).toHaveCount(0);

    await page.getByRole('button', { name: 'Leagues', exact: true }).click();
    await expect(page.getByText('No league notifications')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Games', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Games', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await list.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(new RegExp(`/game/${gameId}$`));
    await page.goBack();
    // Opened, so read: no longer announced as unread, on the server too.
    await expect(list.getByRole('link', { name: new RegExp(title) })).not.toContainText('(unread)');
    await page.reload();
    await expect(list.getByRole('link', { name: new RegExp(title) })).not.toContainText('(unread)');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/notifications/all');
    await expect(list.getByText(gameNotice)).toBeVisible();
    await expectAccessible(page);
  });
});
