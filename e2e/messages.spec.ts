import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { befriend, openLive, watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

const PROFANITY = 'Your message contains profanity. Please keep messages appropriate.';

const conversation = (page: Page, friendName: string) => page.getByRole('dialog', { name: friendName });
const logOf = (page: Page, friendName: string) =>
  page.getByRole('log', { name: `Messages with ${friendName}` });

test.describe('direct messages', () => {
  test('two friends talk live both ways; blank and profane messages are not sent', async ({ newPlayer }) => {
    const alice = await newPlayer('alice');
    const bob = await newPlayer('bob');
    await befriend(alice, bob);
    const consoleErrors = [...watchConsole(alice), ...watchConsole(bob)];

    // Bob follows a Message link (as on a profile); Alice uses the button in her friends list.
    await openLive(bob, `/friends?chat=${alice.id}`);
    const bobLog = logOf(bob.page, alice.name);
    await expect(bobLog.getByText('No messages yet')).toBeVisible();

    await openLive(alice, '/friends');
    await alice.page.getByRole('button', { name: `Message ${bob.name}` }).click();
    await expect(alice.page).toHaveURL(new RegExp(`chat=${bob.id}$`));
    const aliceChat = conversation(alice.page, bob.name);
    const aliceInput = aliceChat.getByLabel(`Message ${bob.name}`);
    await aliceInput.fill('Pickup game tonight at 7?');
    await aliceInput.press('Enter');
    await expect(aliceInput).toHaveValue('');
    await expect(logOf(alice.page, bob.name).getByText('Pickup game tonight at 7?')).toBeVisible();

    // Bob's open conversation shows it without a reload, on the friend's side.
    await expect(bobLog.getByText('Pickup game tonight at 7?')).toBeVisible();
    await expect(bobLog.getByRole('listitem').filter({ hasText: 'Pickup game tonight at 7?' })).toHaveCSS(
      'align-items',
      'flex-start',
    );

    const bobChat = conversation(bob.page, alice.name);
    const bobInput = bobChat.getByLabel(`Message ${alice.name}`);
    await bobInput.fill("I'm in.");
    await bobInput.press('Shift+Enter');
    await bobInput.pressSequentially('Bringing a ball.');
    await bobChat.getByRole('button', { name: 'Send' }).click();
    const reply = bobLog.getByRole('listitem').filter({ hasText: "I'm in." });
    await expect(reply).toContainText("I'm in.\nBringing a ball.");
    await expect(reply).toHaveCSS('align-items', 'flex-end');
    await expect(logOf(alice.page, bob.name).getByText('Bringing a ball.')).toBeVisible();

    // Whitespace is never sent: Send stays disabled and Enter does nothing.
    await aliceInput.fill('   \n  ');
    await expect(aliceChat.getByRole('button', { name: 'Send' })).toBeDisabled();
    await aliceInput.press('Enter');
    await expect(logOf(alice.page, bob.name).getByRole('listitem')).toHaveCount(2);

    // A profane message is refused with the spec's words and stays in the input to be fixed.
    await aliceInput.fill('that was a fucking great game');
    await aliceInput.press('Enter');
    await expect(aliceChat.getByRole('alert')).toHaveText(PROFANITY);
    await expect(aliceInput).toHaveValue('that was a fucking great game');
    await expect(logOf(alice.page, bob.name).getByRole('listitem')).toHaveCount(2);
    await expect(bobLog.getByRole('listitem')).toHaveCount(2);

    // Closing returns to the list; the conversation is still there when reopened.
    await aliceChat.getByRole('button', { name: 'Close conversation' }).click();
    await expect(aliceChat).toBeHidden();
    await expect(alice.page).toHaveURL(/\/friends$/);
    expect(consoleErrors).toEqual([]);
  });

  test('a long conversation opens at the newest message and pages back to the oldest', async ({
    newPlayer,
  }) => {
    const alice = await newPlayer('alice');
    const bob = await newPlayer('bob');
    await befriend(alice, bob);
    // 55 messages: the first page holds the newest 50, the oldest 5 wait behind "Load earlier messages".
    for (let index = 1; index <= 55; index += 1) {
      const sender = index % 2 ? alice : bob;
      const receiver = sender === alice ? bob : alice;
      const sent = await sender.page.request.post(`/api/messages/${receiver.id}`, {
        data: { message: `Message number ${index}` },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }

    await alice.page.goto(`/friends?chat=${bob.id}`);
    const log = logOf(alice.page, bob.name);
    await expect(log.getByText(/Message number 55$/)).toBeInViewport();
    await expect(log.getByText(/Message number 1$/)).toHaveCount(0);
    await log.getByRole('button', { name: 'Load earlier messages' }).click();
    await expect(log.getByText(/Message number 1$/)).toBeAttached();
    // The messages read before stay where they were instead of jumping.
    await expect(log.getByText(/Message number 6$/)).toBeInViewport();
    await expect(log.getByRole('button', { name: 'Load earlier messages' })).toHaveCount(0);
    await expect(log.getByRole('listitem')).toHaveCount(55);
  });

  test('the open conversation is accessible, in light and in dark', async ({ newPlayer }) => {
    const alice = await newPlayer('alice');
    const bob = await newPlayer('bob');
    await befriend(alice, bob);
    await bob.page.request.post(`/api/messages/${alice.id}`, { data: { message: 'See you at the courts' } });
    await alice.page.request.post(`/api/messages/${bob.id}`, { data: { message: 'On my way' } });

    for (const theme of ['light', 'dark']) {
      if (theme === 'dark') await alice.page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await alice.page.goto(`/friends?chat=${bob.id}`);
      await expect(logOf(alice.page, bob.name).getByText('On my way')).toBeVisible();
      await expectAccessible(alice.page);
      // And with the refusal showing under the input.
      await conversation(alice.page, bob.name).getByLabel(`Message ${bob.name}`).fill('shit');
      await conversation(alice.page, bob.name).getByRole('button', { name: 'Send' }).click();
      await expect(conversation(alice.page, bob.name).getByRole('alert')).toHaveText(PROFANITY);
      await expectAccessible(alice.page);
    }
  });
});

test.describe('direct messages on a phone', () => {
  test('the conversation fills the screen', async ({ newPlayer }) => {
    const alice = await newPlayer('alice');
    const bob = await newPlayer('bob');
    await befriend(alice, bob);
    await alice.page.setViewportSize({ width: 390, height: 844 });
    await alice.page.goto('/friends');
    await alice.page.getByRole('button', { name: `Message ${bob.name}` }).click();
    const dialog = conversation(alice.page, bob.name);
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBe(844);
    await expect(dialog.getByLabel(`Message ${bob.name}`)).toBeInViewport();
    await alice.context.close();
    await bob.context.close();
  });
});
