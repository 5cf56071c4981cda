import { expectAccessible } from './support/accessibility.ts';
import { createGame, openGameLive, soonOnServerClock } from './support/game-api.ts';
import { bellBadge, watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

/** "19:45" as the game's page shows it in English: "7:45 PM". */
const twelveHour = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
};

test.describe('editing a game', () => {
  test('the host edits the time; a player sees the notice and the new time', async ({ newPlayer }) => {
    test.slow();
    const host = await newPlayer('host');
    const player = await newPlayer('player');
    const hostErrors = watchConsole(host);
    // Two days ahead of the server's clock (other journeys may have moved it), in UTC.
    const startsAt = await soonOnServerClock(host, 2 * 24 * 60);
    const game = await createGame(host, { startsAt, title: `Tuesday run ${Date.now() % 100_000}` });
    const joined = await player.page.request.post(`/api/games/${game.id}/join`);
    expect(joined.status(), await joined.text()).toBe(200);
    const oldTime = startsAt.toISOString().slice(11, 16);
    const oldHour = startsAt.getUTCHours();
    // An hour later the same day (or earlier, late in the evening): the date stays, the time moves.
    const newTime = `${String(oldHour < 22 ? oldHour + 1 : oldHour - 1).padStart(2, '0')}:${oldTime.slice(3)}`;

    // The player follows the game's page live while the host edits.
    await openGameLive(player, game.id);
    await expect(player.page.getByRole('heading', { name: game.title })).toBeVisible();

    await host.page.goto(`/game/${game.id}`);
    await host.page.getByRole('link', { name: 'Edit game' }).click();
    await expect(host.page).toHaveURL(`/game/${game.id}/edit`);
    await expect(host.page.getByRole('heading', { level: 1, name: 'Edit game' })).toBeVisible();
    await expect(host.page.getByLabel('Game Title')).toHaveValue(game.title);
    await expect(host.page.getByLabel('Time')).toHaveValue(oldTime);
    await expectAccessible(host.page);
    await host.page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(host.page);
    await host.page.setViewportSize({ width: 1280, height: 800 });

    await host.page.getByLabel('Time').fill(newTime);
    await host.page.getByRole('button', { name: 'Save changes' }).click();
    await expect(host.page).toHaveURL(`/game/${game.id}`);
    await expect(host.page.getByText('Game updated').first()).toBeVisible();

    // The player's page shows the new time without a reload, and the bell the notice.
    await expect(player.page.getByText(twelveHour(newTime)).first()).toBeVisible();
    await expect(bellBadge(player.page)).toHaveText('1');
    await player.page.getByRole('button', { name: /^Notifications, 1 unread/ }).click();
    const panel = player.page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText('Game updated')).toBeVisible();
    await expect(panel.getByText(`"${game.title}" moved:`, { exact: false })).toBeVisible();
    await expect(panel.getByText(`${newTime}`, { exact: false })).toBeVisible();
    expect(hostErrors).toEqual([]);
  });

  test('a player cannot open the edit form of a game they do not host', async ({ newPlayer }) => {
    const host = await newPlayer('host');
    const player = await newPlayer('player');
    const startsAt = await soonOnServerClock(host, 2 * 24 * 60);
    const game = await createGame(host, { startsAt });

    await player.page.goto(`/game/${game.id}`);
    await expect(player.page.getByRole('heading', { name: game.title })).toBeVisible();
    await expect(player.page.getByRole('link', { name: 'Edit game' })).toHaveCount(0);
    await player.page.goto(`/game/${game.id}/edit`);
    await expect(player.page.getByText("You can't edit this game")).toBeVisible();
    await expectAccessible(player.page);
  });
});
