import { randomInt } from 'node:crypto';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { type Account, createVerifiedAccount, newAccount } from './accounts.ts';
import { waitForTakeOverOnLoad } from './app-taken-over.ts';

/** A signed-in player with a complete profile, in a browser of their own. */
export type Player = Account & { id: string; page: Page; context: BrowserContext };

export type PlayerOptions = { sports?: string[] };

/**
 * A second (or third) person for journeys between users: their own browser context, their own client
 * address (so per-address limits stay theirs), signed in, with a name, a location and sports.
 */
export async function createPlayer(
  browser: Browser,
  baseURL: string | undefined,
  prefix: string,
  { sports = ['soccer', 'tennis'] }: PlayerOptions = {},
): Promise<Player> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` },
  });
  const page = waitForTakeOverOnLoad(await context.newPage());
  const account = await createVerifiedAccount(page.request, newAccount(prefix));
  const name = await saveCompleteProfile(page, prefix, sports);
  const session = await page.request.get('/api/auth/session');
  const { session: current } = (await session.json()) as { session: { user: { id: string } } };
  return { ...account, name, id: current.user.id, page, context };
}

/** Gives the profile a name, a location and sports, so the player counts as complete; returns the name. */
async function saveCompleteProfile(page: Page, prefix: string, sports: string[]): Promise<string> {
  const { name } = newAccount(prefix);
  const saved = await page.request.put('/api/profiles/me', {
    data: { name, location: 'Austin, TX', sports },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return name;
}

/** Makes two players friends through the API: one asks, the other accepts. */
export async function befriend(asker: Player, accepter: Player) {
  const sent = await asker.page.request.post('/api/friends/requests', { data: { userId: accepter.id } });
  expect(sent.status(), await sent.text()).toBe(201);
  const { requestId } = (await sent.json()) as { requestId: string };
  const accepted = await accepter.page.request.post(`/api/friends/requests/${requestId}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/**
 * Resolves once the page's socket has subscribed to the player's own feed, so an event sent after it
 * cannot slip past between the first fetch and the subscription. Call before navigating.
 */
export function liveFeedReady(player: Player): Promise<void> {
  return new Promise((resolve) => {
    player.page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string') return;
        const message = JSON.parse(payload) as { type?: string; topic?: string };
        if (message.type === 'subscribed' && message.topic === `user:${player.id}`) resolve();
      });
    });
  });
}

/** Opens a path and waits until the live feed listens, for pages that must react to another player. */
export async function openLive(player: Player, path: string) {
  const ready = liveFeedReady(player);
  await player.page.goto(path);
  await ready;
}

/** Fails the test on any console error in the player's page (the app must run clean). */
export function watchConsole(player: Player): string[] {
  const errors: string[] = [];
  player.page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The unread badge on the desktop rail's bell (the page holds others for the phone bar and dashboard). */
export const bellBadge = (page: Page) =>
  page.getByRole('button', { name: /^Notifications/ }).getByTestId('unread-badge');
