import { bellBadge, openLive } from './support/players.ts';
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
