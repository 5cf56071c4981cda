import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { type Player, watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

/** The viewer's own block of actions on a game's page. */
const myPlace = (page: Page) => page.getByRole('region', { name: 'Your place in this game' });

/** A public women's game tomorrow, hosted by `host`. */
async function createWomensGame(host: Player, title: string): Promise<string> {
  const startsAt = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const created = await host.page.request.post('/api/games', {
    data: {
      sport: 'basketball',
      title,
      date: startsAt.slice(0, 10),
      time: '18:30',
      timeZone: 'UTC',
      location: 'Riverside Courts',
      maxPlayers: 8,
      isPrivate: false,
      gender: 'women',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test.describe("a gendered game's rule", () => {
  test('a player with no gender joins a women’s game after adding hers, privately, in the dialog', async ({
    newPlayer,
  }) => {
    const host = await newPlayer('host');
    const nia = await newPlayer('nia');
    const consoleErrors = watchConsole(nia);
    const gameId = await createWomensGame(host, 'Women’s hoops night');

    await nia.page.setViewportSize({ width: 1280, height: 800 });
    await nia.page.goto(`/game/${gameId}`);
    await expect(nia.page.getByRole('heading', { level: 1, name: 'Women’s hoops night' })).toBeVisible();
    await myPlace(nia.page).getByRole('button', { name: 'Join Game' }).click();

    const dialog = nia.page.getByRole('dialog', { name: 'Add your gender' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("This is a women's game")).toBeVisible();
    await expect(dialog.getByText('Only you see your gender')).toBeVisible();
    await expectAccessible(nia.page);
    await nia.page.setViewportSize({ width: 390, height: 844 });
    await expect(dialog.getByRole('button', { name: 'Save and continue' })).toBeInViewport();
    await expectAccessible(nia.page);

    // Escape closes it and nothing is saved or joined.
    await nia.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(myPlace(nia.page).getByRole('button', { name: 'Join Game' })).toBeVisible();

    await myPlace(nia.page).getByRole('button', { name: 'Join Game' }).click();
    await dialog.getByLabel('Gender', { exact: true }).selectOption('woman');
    await dialog.getByRole('button', { name: 'Save and continue' }).click();
    await expect(nia.page.getByText('Successfully joined the game!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(myPlace(nia.page).getByRole('button', { name: 'Leave game' })).toBeVisible();

    // Her profile holds it for her; the host, looking at her profile, does not see it.
    const own = await nia.page.request.get('/api/profiles/me');
    expect(((await own.json()) as { profile: { gender: string } }).profile.gender).toBe('woman');
    const seen = await host.page.request.get(`/api/profiles/${nia.id}`);
    expect(await seen.text()).not.toContain('"gender"');
    expect(consoleErrors).toEqual([]);
  });
});
