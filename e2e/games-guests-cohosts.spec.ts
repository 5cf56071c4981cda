import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import type { Player } from './support/players.ts';
import { watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The host creates a game through the API with the rules this journey needs; returns its id. */
async function createGameWith(
  host: Player,
  setup: { title: string; maxPlayers: number; guestsPerPlayer?: number; isPrivate?: boolean },
) {
  const startsAt = new Date(Date.now() + 2 * DAY_MS).toISOString();
  const created = await host.page.request.post('/api/games', {
    data: {
      sport: 'basketball',
      title: setup.title,
      date: startsAt.slice(0, 10),
      time: '18:30',
      timeZone: 'UTC',
      location: 'Riverside Courts',
      maxPlayers: setup.maxPlayers,
      isPrivate: setup.isPrivate ?? false,
      guestsPerPlayer: setup.guestsPerPlayer ?? 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function expectOk(answer: Promise<{ status(): number; text(): Promise<string> }>) {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
}

/** A private game's requester is let in by the host, through the API. */
async function askAndApprove(host: Player, player: Player, gameId: string) {
  await expectOk(player.page.request.post(`/api/games/${gameId}/requests`, { data: {} }));
  const listed = await host.page.request.get(`/api/games/${gameId}/requests`);
  const { requests } = (await listed.json()) as { requests: { id: string; user: { id: string } }[] };
  const request = requests.find((row) => row.user.id === player.id);
  await expectOk(
    host.page.request.patch(`/api/games/${gameId}/requests/${request?.id}`, { data: { status: 'approved' } }),
  );
}

const roster = (page: Page) => page.getByRole('list', { name: 'Players', exact: true });

test.describe('guests and co-hosts', () => {
  test('a participant adds a guest, who takes a spot and shows under them as "+1 Sam"', async ({
    newPlayer,
  }) => {
    const host = await newPlayer('host');
    const pat = await newPlayer('pat');
    const consoleErrors = watchConsole(pat);
    const gameId = await createGameWith(host, { title: 'Guest night', maxPlayers: 6, guestsPerPlayer: 2 });
    await expectOk(pat.page.request.post(`/api/games/${gameId}/join`));

    await pat.page.goto(`/game/${gameId}`);
    await expect(pat.page.getByText('2 of 6', { exact: true })).toBeVisible();
    // A blank name is refused before anything is sent.
    await pat.page.getByRole('button', { name: 'Add guest' }).click();
    await expect(pat.page.getByText("Please enter your guest's name.")).toBeVisible();
    await pat.page.getByRole('textbox', { name: 'Bring a guest' }).fill('Sam');
    await pat.page.getByRole('button', { name: 'Add guest' }).click();
    await expect(pat.page.getByText('Guest added')).toBeVisible();

    const guests = pat.page.getByRole('list', { name: `Guests of ${pat.name}` });
    await expect(guests.getByText('+1 Sam')).toBeVisible();
    await expect(pat.page.getByText('3 of 6', { exact: true })).toBeVisible();

    // The host sees the guest too, and may take them off.
    await host.page.goto(`/game/${gameId}`);
    await expect(
      host.page.getByRole('list', { name: `Guests of ${pat.name}` }).getByText('+1 Sam'),
    ).toBeVisible();
    await expect(host.page.getByRole('button', { name: 'Remove guest Sam' })).toBeVisible();

    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await pat.page.setViewportSize(size);
      await expect(guests.getByText('+1 Sam')).toBeVisible();
      await expectAccessible(pat.page);
    }

    // Their player takes Sam off again: the spot is free.
    await pat.page.getByRole('button', { name: 'Remove guest Sam' }).click();
    await expect(pat.page.getByText('Guest removed')).toBeVisible();
    await expect(pat.page.getByText('2 of 6', { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the host makes a player a co-host, who approves a join request of the private game', async ({
    newPlayer,
  }) => {
    const host = await newPlayer('host');
    const cody = await newPlayer('cody');
    const rae = await newPlayer('rae');
    const consoleErrors = watchConsole(cody);
    const gameId = await createGameWith(host, { title: 'Co-host court', maxPlayers: 8, isPrivate: true });
    await askAndApprove(host, cody, gameId);

    await host.page.goto(`/game/${gameId}`);
    await roster(host.page)
      .getByRole('button', { name: `Make co-host ${cody.name}` })
      .click();
    await expect(host.page.getByText('Co-host added')).toBeVisible();
    await expect(roster(host.page).getByText('Co-host', { exact: true })).toBeVisible();
    await expect(
      roster(host.page).getByRole('button', { name: `Remove co-host ${cody.name}` }),
    ).toBeVisible();

    await expectOk(
      rae.page.request.post(`/api/games/${gameId}/requests`, { data: { message: 'Room for one more?' } }),
    );

    await cody.page.goto(`/game/${gameId}`);
    await expect(cody.page.getByText("You're a co-host")).toBeVisible();
    await expect(cody.page.getByRole('heading', { name: 'Manage your game' })).toBeVisible();
    await expect(cody.page.getByText('1 pending join request')).toBeVisible();
    // Making co-hosts stays the host's.
    await expect(cody.page.getByRole('button', { name: /Make co-host|Remove co-host/ })).toHaveCount(0);
    await cody.page.getByRole('button', { name: 'Manage Join Requests' }).click();
    const manage = cody.page.getByRole('dialog', { name: 'Manage Join Requests' });
    await expect(manage.getByText('Room for one more?')).toBeVisible();
    await manage.getByRole('button', { name: `Approve ${rae.name}` }).click();
    // Cody's own request, approved by the host, is listed too: Rae's row is the one that changed.
    await expect(
      manage
        .getByRole('listitem')
        .filter({ hasText: rae.name })
        .getByText('Request Approved', { exact: true }),
    ).toBeVisible();
    await cody.page.keyboard.press('Escape');
    await expect(roster(cody.page).getByRole('link', { name: rae.name })).toBeVisible();

    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await cody.page.setViewportSize(size);
      await expect(roster(cody.page).getByText('Co-host', { exact: true })).toBeVisible();
      await expectAccessible(cody.page);
      await host.page.setViewportSize(size);
      await expectAccessible(host.page);
    }
    expect(consoleErrors).toEqual([]);
  });
});
