import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { befriend, openLive, type Player, watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

/**
 * The Messages icon on the desktop rail. Found by its address rather than its role: an open conversation
 * is a modal dialog, which hides the rest of the page from the accessibility tree.
 */
const railMessages = (page: Page) => page.locator('aside a[href="/friends?tab=messages"]');
const expectMessagesLabel = (page: Page, label: string) =>
  expect(railMessages(page)).toHaveAttribute('aria-label', label);

async function send(from: Player, to: Player, message: string) {
  const sent = await from.page.request.post(`/api/messages/${to.id}`, { data: { message } });
  expect(sent.status(), await sent.text()).toBe(201);
}

test.describe('messages inbox', () => {
  test('a message to a player elsewhere in the app raises the badge and a toast; opening it from the inbox clears both, on every tab', async ({
    newPlayer,
  }) => {
    const alice = await newPlayer('alice');
    const bob = await newPlayer('bob');
    await befriend(alice, bob);
    const consoleErrors = watchConsole(bob);

    // Bob is on his dashboard in one tab and on Find Games in another.
    await openLive(bob, '/dashboard');
    await expectMessagesLabel(bob.page, 'Messages');
    const secondTab = await bob.context.newPage();
    const secondTabReady = new Promise<void>((resolve) => {
      secondTab.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (typeof payload === 'string' && payload.includes(`"topic":"user:${bob.id}"`)) resolve();
        }),
      );
    });
    await secondTab.goto('/find');
    await secondTabReady;

    await send(alice, bob, 'Pickup game tonight at 7?\nBring water.');
    await send(alice, bob, 'Court 3 is free.');

    // The badge and the toast arrive without a reload.
    await expectMessagesLabel(bob.page, 'Messages, 2 unread');
    await expect(railMessages(bob.page).getByTestId('messages-unread-badge')).toHaveText('2');
    await expectMessagesLabel(secondTab, 'Messages, 2 unread');
    const toast = bob.page.locator('[data-sonner-toast]').filter({ hasText: alice.name });
    await expect(toast).toContainText('Court 3 is free.');

    // Reply opens the conversation over the inbox.
    await toast.getByRole('button', { name: 'Reply' }).click();
    await expect(bob.page).toHaveURL(new RegExp(`/friends\\?tab=messages&with=${alice.id}$`));
    const conversation = bob.page.getByRole('dialog', { name: alice.name });
    await expect(conversation.getByText('Court 3 is free.')).toBeVisible();

    // Reading it clears the badge here and on the other tab.
    await expectMessagesLabel(bob.page, 'Messages');
    await expectMessagesLabel(secondTab, 'Messages');

    // While the conversation is open, a new message raises no toast and is read at once.
    await send(alice, bob, 'See you there');
    await expect(conversation.getByText('See you there')).toBeVisible();
    await expectMessagesLabel(bob.page, 'Messages');
    await expect(bob.page.locator('[data-sonner-toast]').filter({ hasText: 'See you there' })).toHaveCount(0);

    await conversation.getByRole('button', { name: 'Close conversation' }).click();
    const inbox = bob.page.getByRole('list', { name: 'Conversations' });
    const row = inbox.getByRole('listitem').filter({ hasText: alice.name });
    await expect(row).toContainText('See you there');
    await expect(row.getByTestId('conversation-unread')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the inbox lists a conversation with its unread count, and opening it clears the count and the badge', async ({
    newPlayer,
  }) => {
    const alice = await newPlayer('alice');
    const bob = await newPlayer('bob');
    await befriend(alice, bob);
    await send(bob, alice, 'Hi from me');
    await send(alice, bob, 'First line\nsecond line');
    await send(alice, bob, 'Another one');

    await openLive(bob, '/dashboard');
    await railMessages(bob.page).click();
    await expect(bob.page).toHaveURL(/\/friends\?tab=messages$/);
    const row = bob.page.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(alice.name);
    await expect(row).toContainText('Another one');
    await expect(row.getByTestId('conversation-unread')).toHaveText('2 unread');
    await expect(bob.page.getByRole('tab', { name: /Messages/ })).toContainText('2');

    // The viewer's own last message reads "You: ...".
    await openLive(alice, '/friends?tab=messages');
    await expect(alice.page.getByRole('list', { name: 'Conversations' })).toContainText('You: Another one');

    await row.getByRole('button').click();
    await expect(bob.page.getByRole('dialog', { name: alice.name }).getByText('Another one')).toBeVisible();
    await expectMessagesLabel(bob.page, 'Messages');
    await bob.page.keyboard.press('Escape');
    await expect(row.getByTestId('conversation-unread')).toHaveCount(0);
  });

  test('an empty inbox says so and points to Friends', async ({ newPlayer }) => {
    const bob = await newPlayer('bob');
    await bob.page.goto('/friends?tab=messages');
    await expect(bob.page.getByText('No messages yet')).toBeVisible();
    await bob.page.getByRole('button', { name: 'Go to Friends' }).click();
    await expect(bob.page).toHaveURL(/\/friends$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the inbox passes axe at desktop and phone sizes, ${theme}`, async ({ newPlayer }) => {
      const alice = await newPlayer('alice');
      const bob = await newPlayer('bob');
      await befriend(alice, bob);
      await send(alice, bob, 'Pickup game tonight at 7?');
      if (theme === 'dark') await bob.page.addInitScript(() => localStorage.setItem('theme', 'dark'));

      await bob.page.goto('/friends?tab=messages');
      if (theme === 'dark') await expect(bob.page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(bob.page.getByRole('list', { name: 'Conversations' })).toContainText(alice.name);
      await expectAccessible(bob.page);

      await bob.page.setViewportSize({ width: 390, height: 844 });
      await expect(
        bob.page.getByRole('banner').getByRole('link', { name: 'Messages, 1 unread' }),
      ).toBeVisible();
      await expectAccessible(bob.page);
    });
  }
});
