import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { createGame, gameFollowed } from './support/game-api.ts';
import { bellBadge, liveFeedReady, openLive, type Player, watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** The Messages icon on the desktop rail, named with its unread count. */
const railMessages = (page: Page) => page.locator('aside a[href="/friends?tab=messages"]');
const chatPanel = (page: Page) => page.getByRole('region', { name: 'Chat' });
const chatLog = (page: Page) => page.getByRole('log', { name: 'Chat messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message the players' });

async function join(player: Player, gameId: string) {
  const joined = await player.page.request.post(`/api/games/${gameId}/join`);
  expect(joined.status(), await joined.text()).toBe(200);
}

async function post(player: Player, gameId: string, message: string) {
  const sent = await player.page.request.post(`/api/games/${gameId}/chat`, { data: { message } });
  expect(sent.status(), await sent.text()).toBe(201);
}

/** Opens the game's page and waits until its socket follows both the game and the player's own feed. */
async function openGameChat(player: Player, gameId: string) {
  const ready = Promise.all([gameFollowed(player, gameId), liveFeedReady(player)]);
  await player.page.goto(`/game/${gameId}`);
  await ready;
  await expect(chatLog(player.page)).toBeVisible();
}

const firstName = (player: Player) => player.name.split(' ')[0];

test.describe('game chat', () => {
  test("two players who are not friends talk on the game page live; the inbox and the Messages badge count the game's chat", async ({
    newPlayer,
  }) => {
    // Two players, two live pages and axe at two sizes: more than the default minute on a busy machine.
    test.slow();
    const host = await newPlayer('host');
    const pat = await newPlayer('pat');
    const hostErrors = watchConsole(host);
    const patErrors = watchConsole(pat);
    const game = await createGame(host, { title: `Chat hoops ${Date.now().toString(36)}` });
    await join(pat, game.id);

    // A message while Pat is in the inbox: the badge counts it and the game's row shows its last line.
    // (The game's page opens later on the same socket: listen for its subscription from the start.)
    const followed = gameFollowed(pat, game.id);
    await openLive(pat, '/friends?tab=messages');
    await post(host, game.id, 'Anyone bringing a ball?');
    await expect(railMessages(pat.page)).toHaveAttribute('aria-label', 'Messages, 1 unread');
    const row = pat.page.getByRole('link', { name: new RegExp(game.title) });
    await expect(row).toContainText(`${firstName(host)}: Anyone bringing a ball?`);
    await expect(row).toContainText('1 unread');
    for (const size of SIZES) {
      await pat.page.setViewportSize(size);
      await expect(row).toBeVisible();
      await expectAccessible(pat.page);
    }
    await pat.page.setViewportSize(SIZES[0]!);

    // The row opens the game at its chat, which reads it: the badge clears.
    await row.click();
    await expect(pat.page).toHaveURL(new RegExp(`/game/${game.id}#chat$`));
    await followed;
    await expect(chatLog(pat.page).getByText('Anyone bringing a ball?')).toBeVisible();
    await expect(railMessages(pat.page)).toHaveAttribute('aria-label', 'Messages');

    // Each sees the other's message without a reload.
    await openGameChat(host, game.id);
    await composer(pat.page).fill('I have one');
    await composer(pat.page).press('Enter');
    await expect(chatLog(pat.page).getByText('I have one')).toBeVisible();
    await expect(chatLog(host.page).getByText('I have one')).toBeVisible();
    await composer(host.page).fill('Great, see you at 6:30');
    await host.page.getByRole('button', { name: 'Send' }).click();
    await expect(chatLog(pat.page).getByText('Great, see you at 6:30')).toBeVisible();
    expect(hostErrors).toEqual([]);
    expect(patErrors).toEqual([]);
  });

  test("the host's announcement is pinned and reaches a player who muted the chat", async ({ newPlayer }) => {
    test.slow();
    const host = await newPlayer('host');
    const pat = await newPlayer('pat');
    const hostErrors = watchConsole(host);
    const patErrors = watchConsole(pat);
    const game = await createGame(host, { title: `Announce hoops ${Date.now().toString(36)}` });
    await join(pat, game.id);
    await openGameChat(pat, game.id);
    await openGameChat(host, game.id);

    // Pat mutes the chat.
    const mute = chatPanel(pat.page).getByRole('switch', { name: 'Mute this chat' });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-checked', 'true');
    await expect(chatPanel(pat.page).getByText('Muted: announcements still reach you.')).toBeVisible();

    // The host posts an announcement; the count left today drops.
    await host.page.getByRole('checkbox', { name: /Post as announcement \(3 left today\)/ }).check();
    await composer(host.page).fill('Court 3 tonight, not court 1');
    await composer(host.page).press('Enter');
    await expect(
      host.page.getByRole('checkbox', { name: /Post as announcement \(2 left today\)/ }),
    ).toBeVisible();

    // It is pinned on Pat's page at once, and the bell tells Pat, muted or not.
    const pinned = pat.page.getByRole('list', { name: 'Pinned announcements' });
    await expect(pinned.getByText('Court 3 tonight, not court 1')).toBeVisible();
    await expect(pinned.getByText('Announcement', { exact: true })).toBeVisible();
    await expect(bellBadge(pat.page)).toBeVisible();
    await pat.page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(
      pat.page
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('button', { name: new RegExp(`Announcement: ${game.title}`) }),
    ).toBeVisible();
    await pat.page.keyboard.press('Escape');

    // The chat panel, muted and pinned on a desktop, with the announcement choice on a phone.
    await expectAccessible(pat.page);
    await host.page.setViewportSize(SIZES[1]!);
    await expect(chatPanel(host.page).getByText('Court 3 tonight, not court 1').first()).toBeVisible();
    await expectAccessible(host.page);
    expect(hostErrors).toEqual([]);
    expect(patErrors).toEqual([]);
  });
});
