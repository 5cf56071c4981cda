import { accessibleAtBothSizes } from './support/accessibility.ts';
import { createGame, moveServerClockAhead, soonOnServerClock } from './support/game-api.ts';
import { watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

// Check-in and the attendance record (issue 27 §2): a player checks in on the game page once the
// server's clock is in the check-in window, the host marks another player absent, and once the window
// closes (the minute job settles it) that player's profile shows the no-show in their record.

test('a player checks in, the host marks a no-show, and the record shows on the profile', async ({
  newPlayer,
}) => {
  test.slow();
  const host = await newPlayer('host');
  const player = await newPlayer('player');
  const missing = await newPlayer('missing');
  const errors = watchConsole(player);
  // 20 minutes ahead of the server's clock: inside the window, which opens 30 minutes before the start.
  const startsAt = await soonOnServerClock(host, 20);
  const { id: gameId, title } = await createGame(host, {
    startsAt,
    title: `Check-in run ${Date.now() % 100_000}`,
  });
  for (const joiner of [player, missing]) {
    const joined = await joiner.page.request.post(`/api/games/${gameId}/join`);
    expect(joined.status(), await joined.text()).toBe(200);
  }

  await player.page.goto(`/game/${gameId}`);
  await expect(player.page.getByRole('heading', { name: title })).toBeVisible();
  const card = player.page.getByRole('region', { name: 'Check-in' });
  await expect(card).toBeVisible();
  await accessibleAtBothSizes(player.page);
  await card.getByRole('button', { name: "I'm here" }).click();
  await expect(card.getByText(/You're checked in/)).toBeVisible();
  await accessibleAtBothSizes(player.page);

  await host.page.goto(`/game/${gameId}`);
  const attendance = host.page.getByRole('region', { name: 'Attendance' });
  await expect(attendance.getByText('1 of 3 checked in.', { exact: false })).toBeVisible();
  await attendance.getByRole('button', { name: `Mark ${missing.name} absent` }).click();
  await expect(attendance.getByRole('button', { name: `Mark ${missing.name} absent` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await accessibleAtBothSizes(host.page);

  // Past the window (60 minutes after the start): the minute job settles the game.
  await moveServerClockAhead(host, 20 + 61);
  await player.page.goto(`/profile/${missing.id}`);
  const record = player.page.getByRole('region', { name: 'Attendance' });
  await expect(async () => {
    await player.page.reload();
    await expect(record.getByText('0% reliable')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  await expect(record.getByRole('definition').nth(1)).toHaveText('1');
  await expect(record.getByText(/Reliability = attended/)).toBeVisible();
  await accessibleAtBothSizes(player.page);

  // The player told why sees it on the game page.
  await missing.page.goto(`/game/${gameId}`);
  await expect(missing.page.getByText('The host marked you absent.')).toBeVisible();
  expect(errors).toEqual([]);
});
