import { accessibleAtBothSizes } from './support/accessibility.ts';
import { moveServerClockAhead, soonOnServerClock } from './support/game-api.ts';
import { watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

// Balanced teams and the final score (issue 27 §3, §4): the host makes teams, moves a player with the
// select beside their name, names and publishes them; a player sees them; after the start the host
// records the score and it shows.

test('the host makes and publishes teams, a player sees them, and the host records the score', async ({
  newPlayer,
}) => {
  test.slow();
  const host = await newPlayer('host');
  const pat = await newPlayer('pat');
  const olly = await newPlayer('olly');
  const rae = await newPlayer('rae');
  const errors = watchConsole(host);
  // Ten minutes ahead of the server's clock (other journeys may have moved it).
  const startsAt = await soonOnServerClock(host, 10);
  const iso = startsAt.toISOString();
  const title = `Team night ${Date.now() % 100_000}`;
  const created = await host.page.request.post('/api/games', {
    data: {
      sport: 'basketball',
      title,
      date: iso.slice(0, 10),
      time: iso.slice(11, 16),
      timeZone: 'UTC',
      location: 'Riverside Courts',
      maxPlayers: 8,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: gameId } = (await created.json()) as { id: string };
  for (const player of [pat, olly, rae]) {
    const joined = await player.page.request.post(`/api/games/${gameId}/join`);
    expect(joined.status(), await joined.text()).toBe(200);
  }

  await host.page.goto(`/game/${gameId}`);
  const teamsCard = host.page.getByRole('region', { name: 'Teams' });
  await teamsCard.getByRole('button', { name: 'Make teams' }).click();
  const dialog = host.page.getByRole('dialog', { name: 'Make teams' });
  await dialog.getByRole('button', { name: 'Make teams' }).click();
  await expect(dialog.getByText(/average/).first()).toBeVisible();
  await accessibleAtBothSizes(host.page);

  // Move Pat to the other team with the select beside their name, from the keyboard (two teams of two:
  // neither is left empty). Pat's team is then named Blues.
  const patTeam = dialog.getByRole('combobox', { name: `Team for ${pat.name}` });
  const other = (await patTeam.inputValue()) === '0' ? '1' : '0';
  await patTeam.focus();
  await patTeam.selectOption(other);
  await expect(dialog.getByRole('combobox', { name: `Team for ${pat.name}` })).toHaveValue(other);
  const [patsName, othersName] = ['Blues', 'Reds'];
  await dialog.getByRole('textbox', { name: `Team ${Number(other) + 1} name` }).fill(patsName);
  await dialog.getByRole('textbox', { name: `Team ${2 - Number(other)} name` }).fill(othersName);
  await dialog.getByRole('button', { name: 'Publish teams' }).click();
  await expect(host.page.getByText('Teams published')).toBeVisible();

  // A player sees the teams on the game page.
  await pat.page.goto(`/game/${gameId}`);
  const blues = pat.page.getByRole('list', { name: 'Blues players' });
  await expect(blues.getByText(pat.name)).toBeVisible();
  await expect(pat.page.getByRole('list', { name: 'Reds players' })).toBeVisible();
  await accessibleAtBothSizes(pat.page);

  // Past the start: the host records the score, and it shows.
  await moveServerClockAhead(host, 15);
  await host.page.reload();
  await teamsCard.getByRole('button', { name: 'Record result' }).click();
  const result = host.page.getByRole('dialog', { name: 'Record result' });
  await result.getByRole('spinbutton', { name: 'Reds score' }).fill('5');
  await result.getByRole('spinbutton', { name: 'Blues score' }).fill('3');
  await accessibleAtBothSizes(host.page);
  await result.getByRole('button', { name: 'Save result' }).click();
  await expect(host.page.getByText('Result recorded')).toBeVisible();
  await expect(teamsCard.getByText('Reds won 5–3')).toBeVisible();
  await accessibleAtBothSizes(host.page);
  expect(errors).toEqual([]);
});
