import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import {
  createGame,
  gameFollowed,
  moveServerClockAhead,
  openGameLive,
  soonOnServerClock,
} from './support/game-api.ts';
import { befriend, bellBadge, openLive, type Player, watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

const players = (page: Page) => page.getByRole('list', { name: 'Players', exact: true });

/** The viewer's own block of actions on a game's page. */
const myPlace = (page: Page) => page.getByRole('region', { name: 'Your place in this game' });

async function joinThroughApi(player: Player, gameId: string) {
  const joined = await player.page.request.post(`/api/games/${gameId}/join`);
  expect(joined.status(), await joined.text()).toBe(200);
}

test.describe('game detail', () => {
  test('the host invites a friend to a private game; the friend sees the invitation live and joins', async ({
    newPlayer,
  }) => {
    const host = await newPlayer('host');
    const friend = await newPlayer('friend');
    const consoleErrors = [...watchConsole(host), ...watchConsole(friend)];
    await befriend(host, friend);
    const game = await createGame(host, { isPrivate: true, title: 'Invite-only hoops' });

    await openLive(friend, '/dashboard');
    await openGameLive(host, game.id);
    await expect(host.page.getByRole('heading', { level: 1, name: 'Invite-only hoops' })).toBeVisible();
    await expect(host.page.getByText('Private Game')).toBeVisible();
    await expect(host.page.getByText('1 of 8 players joined')).toBeVisible();
    // The host does not see join buttons (spec §6).
    await expect(host.page.getByRole('button', { name: 'Join Game' })).toHaveCount(0);

    await host.page.getByRole('button', { name: 'Invite Friends' }).click();
    const dialog = host.page.getByRole('dialog', { name: 'Invite Friends' });
    await dialog.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(dialog.getByText('Please select at least one friend to invite.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: friend.name }).check();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(host.page.getByText('Invitations sent!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The friend's bell counts it without a reload; the notice opens the game.
    await expect(bellBadge(friend.page)).toHaveText('1');
    await friend.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await friend.page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: /Game invitation/ })
      .click();
    await expect(friend.page).toHaveURL(new RegExp(`/game/${game.id}$`));
    await expect(myPlace(friend.page).getByText("You're invited to this game.")).toBeVisible();
    await myPlace(friend.page).getByRole('button', { name: 'Join Game' }).click();
    await expect(friend.page.getByText('Successfully joined the game!')).toBeVisible();
    await expect(players(friend.page).getByRole('link', { name: friend.name })).toBeVisible();
    await expect(myPlace(friend.page).getByRole('button', { name: 'Leave game' })).toBeVisible();

    // The host's page follows without a reload.
    await expect(host.page.getByText('2 of 8 players joined')).toBeVisible();
    await expect(players(host.page).getByRole('link', { name: friend.name })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a private game: one request is approved and that player is in, another is rejected', async ({
    newPlayer,
  }) => {
    const host = await newPlayer('host');
    const bea = await newPlayer('bea');
    const cal = await newPlayer('cal');
    const game = await createGame(host, { isPrivate: true, title: 'Members run' });

    // A non-participant never sees a private game's roster, nor follows it live until she asks.
    const beaFollows = gameFollowed(bea, game.id);
    await bea.page.goto(`/game/${game.id}`);
    await expect(bea.page.getByRole('heading', { level: 1, name: 'Members run' })).toBeVisible();
    await expect(players(bea.page)).toHaveCount(0);
    await bea.page.getByRole('button', { name: 'Request to Join Game' }).click();
    const ask = bea.page.getByRole('dialog', { name: 'Request to Join Game' });
    await ask.getByLabel('Message to the host (optional)').fill('I play Tuesdays too, happy to join!');
    await ask.getByRole('button', { name: 'Send Request' }).click();
    await expect(bea.page.getByText('Request Sent!')).toBeVisible();
    await expect(myPlace(bea.page).getByText('Request Pending')).toBeVisible();
    await expect(bea.page.getByRole('button', { name: 'Request to Join Game' })).toHaveCount(0);
    await beaFollows;

    const asked = await cal.page.request.post(`/api/games/${game.id}/requests`, { data: {} });
    expect(asked.status(), await asked.text()).toBe(200);
    await openGameLive(cal, game.id);
    await expect(myPlace(cal.page).getByText('Request Pending')).toBeVisible();

    await host.page.goto(`/game/${game.id}`);
    await expect(host.page.getByText('2 pending join requests')).toBeVisible();
    await host.page.getByRole('button', { name: 'Manage Join Requests' }).click();
    const manage = host.page.getByRole('dialog', { name: 'Manage Join Requests' });
    await expect(manage.getByText('I play Tuesdays too, happy to join!')).toBeVisible();
    await manage.getByRole('button', { name: `Approve ${bea.name}` }).click();
    // The row keeps its outcome after the toast has gone.
    await expect(manage.getByText('Request Approved', { exact: true })).toBeVisible();
    await manage.getByRole('button', { name: `Reject ${cal.name}` }).click();
    // The row keeps its outcome after the toast has gone.
    await expect(manage.getByText('Request Rejected', { exact: true })).toBeVisible();
    await host.page.keyboard.press('Escape');
    await expect(manage).toBeHidden();
    await expect(host.page.getByText('2 of 8 players joined')).toBeVisible();
    await expect(players(host.page).getByRole('link', { name: bea.name })).toBeVisible();

    // Both requesters' open pages follow live: Bea is playing, Cal sees the answer.
    await expect(myPlace(bea.page).getByText("You're playing in this game.")).toBeVisible();
    await expect(players(bea.page).getByRole('link', { name: bea.name })).toBeVisible();
    await expect(myPlace(cal.page).getByText('Request Rejected')).toBeVisible();
    await expect(cal.page.getByRole('button', { name: /Join|Request/ })).toHaveCount(0);
  });

  test('a full game offers the waitlist; when a player leaves, the first in line is promoted', async ({
    newPlayer,
  }) => {
    const host = await newPlayer('host');
    const dan = await newPlayer('dan');
    const eve = await newPlayer('eve');
    const game = await createGame(host, { maxPlayers: 3, title: 'Small sided' });

    await openGameLive(dan, game.id);
    await expect(dan.page.getByText('Only 2 spots left!')).toBeVisible();
    await myPlace(dan.page).getByRole('button', { name: 'Join Game' }).click();
    await expect(dan.page.getByText('Successfully joined the game!')).toBeVisible();
    await joinThroughApi(await newPlayer('fay'), game.id);
    await expect(dan.page.getByText('Game Full')).toBeVisible();

    await openGameLive(eve, game.id);
    await expect(eve.page.getByText('Game Full')).toBeVisible();
    await expect(eve.page.getByRole('button', { name: 'Join Game' })).toHaveCount(0);
    await myPlace(eve.page).getByRole('button', { name: 'Join waitlist' }).click();
    await expect(eve.page.getByText("You're on the waitlist")).toBeVisible();
    await expect(myPlace(eve.page).getByText("You're 1st in line for a spot.")).toBeVisible();

    await host.page.goto(`/game/${game.id}`);
    await expect(host.page.getByRole('list', { name: 'Waitlist' }).getByText(eve.name)).toBeVisible();

    await myPlace(dan.page).getByRole('button', { name: 'Leave game' }).click();
    await dan.page
      .getByRole('alertdialog', { name: 'Leave this game?' })
      .getByRole('button', { name: 'Leave game' })
      .click();
    await expect(dan.page.getByText('You left the game')).toBeVisible();
    await expect(myPlace(dan.page).getByRole('button', { name: 'Join waitlist' })).toBeVisible();

    // Eve's open page learns she took the spot.
    await expect(myPlace(eve.page).getByText("You're playing in this game.")).toBeVisible();
    await expect(players(eve.page).getByRole('link', { name: eve.name })).toBeVisible();
  });

  test('the host cancels after confirming; a player on the page is told it was cancelled', async ({
    newPlayer,
  }) => {
    const host = await newPlayer('host');
    const gus = await newPlayer('gus');
    const game = await createGame(host, { title: 'Called off' });
    await joinThroughApi(gus, game.id);
    await openGameLive(gus, game.id);

    await host.page.goto(`/game/${game.id}`);
    await host.page.getByRole('button', { name: 'Cancel Game' }).click();
    const confirm = host.page.getByRole('alertdialog', { name: 'Cancel this game?' });
    await confirm.getByRole('button', { name: 'Keep Game' }).click();
    await expect(confirm).toBeHidden();
    await host.page.getByRole('button', { name: 'Cancel Game' }).click();
    await confirm.getByRole('button', { name: 'Cancel Game' }).click();
    await expect(host.page.getByText('Game canceled successfully')).toBeVisible();
    await expect(host.page).toHaveURL(/\/my-games$/);

    await expect(gus.page.getByText('This game was cancelled')).toBeVisible();
    await gus.page.goto(`/game/${game.id}`);
    await expect(gus.page.getByText('Game Not Found')).toBeVisible();
  });

  test('My Games lists hosted and joined games, and its detail shows the badges and players', async ({
    newPlayer,
  }) => {
    const host = await newPlayer('host');
    const ivy = await newPlayer('ivy');
    const game = await createGame(host, { title: 'Soccer at dusk', sport: 'soccer', isPrivate: true });
    await ivy.page.goto('/my-games');
    await expect(ivy.page.getByText('No upcoming games')).toBeVisible();
    await ivy.page.getByRole('tab', { name: 'Past' }).click();
    await expect(ivy.page.getByText('No past games yet')).toBeVisible();

    await host.page.goto('/my-games');
    await host.page.getByRole('link', { name: /Soccer at dusk/ }).click();
    await expect(host.page).toHaveURL(new RegExp(`/my-games/${game.id}$`));
    await expect(host.page.getByRole('heading', { level: 1, name: 'Soccer at dusk' })).toBeVisible();
    const badges = host.page.getByRole('list', { name: 'About this game' });
    await expect(badges.getByText('Private Game')).toBeVisible();
    // Not played yet: the host is hosting it, not "You Hosted".
    await expect(badges.getByText("You're hosting")).toBeVisible();
    await expect(badges.getByText('Co-ed')).toBeVisible();
    await expect(host.page.getByRole('heading', { name: 'Players Joined' })).toBeVisible();
    await expect(players(host.page).getByRole('listitem').first()).toContainText('Host');
    await host.page.getByRole('link', { name: 'Back to My Games' }).click();
    await expect(host.page).toHaveURL(/\/my-games$/);
  });
});

test.describe('a past game', () => {
  test("my-game detail shows what was played, and the host's star rating is saved and shown back", async ({
    newPlayer,
  }) => {
    const host = await newPlayer('host');
    const jo = await newPlayer('jo');
    // Starts in three minutes; the server's clock then moves ten minutes on, so it has been played.
    const game = await createGame(host, {
      title: 'Early run',
      startsAt: await soonOnServerClock(host, 3),
    });
    await joinThroughApi(jo, game.id);
    await moveServerClockAhead(host, 10);

    await host.page.goto('/my-games?tab=past');
    await host.page.getByRole('link', { name: /Early run/ }).click();
    await expect(host.page.getByRole('heading', { level: 1, name: 'Early run' })).toBeVisible();
    const badges = host.page.getByRole('list', { name: 'About this game' });
    await expect(badges.getByText('Completed')).toBeVisible();
    await expect(badges.getByText('You Hosted')).toBeVisible();
    await expect(host.page.getByRole('heading', { name: 'Players Who Played' })).toBeVisible();
    await expect(players(host.page).getByRole('listitem')).toHaveText([
      new RegExp(`${host.name}.*Host`),
      new RegExp(`${jo.name}.*Player`),
    ]);
    await expect(host.page.getByText('You hosted this basketball game with 2 players.')).toBeVisible();
    await expect(host.page.getByText('Click to rate')).toBeVisible();

    await host.page.getByRole('button', { name: '4 stars' }).click();
    await expect(host.page.getByText('Thanks for rating this game')).toBeVisible();
    await expect(host.page.getByText('Your rating: 4 of 5')).toBeVisible();
    await host.page.reload();
    await expect(host.page.getByText('Your rating: 4 of 5')).toBeVisible();
    await expect(host.page.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true');
    await expect(host.page.getByRole('link', { name: 'Review Players' })).toHaveAttribute(
      'href',
      `/game/${game.id}/review`,
    );

    // Its game page no longer offers joining.
    await jo.page.goto(`/game/${game.id}`);
    await expect(jo.page.getByText('This game has been played.')).toBeVisible();
    await expect(jo.page.getByRole('button', { name: /Join|Leave/ })).toHaveCount(0);
  });
});

test.describe('game pages are accessible', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const size of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      test(`the game page, My Games and a my-game page pass axe on ${size.name}, ${theme}`, async ({
        newPlayer,
      }) => {
        const host = await newPlayer('host');
        const game = await createGame(host, { title: 'Axe check', maxPlayers: 4 });
        await host.page.setViewportSize(size);
        if (theme === 'dark') await host.page.addInitScript(() => localStorage.setItem('theme', 'dark'));

        await host.page.goto(`/game/${game.id}`);
        await expect(host.page.getByRole('heading', { level: 1, name: 'Axe check' })).toBeVisible();
        if (theme === 'dark') await expect(host.page.locator('html')).toHaveClass(/\bdark\b/);
        await expectAccessible(host.page);
        await host.page.getByRole('button', { name: 'Invite Friends' }).click();
        await expect(host.page.getByText('No friends to invite yet')).toBeVisible();
        await expectAccessible(host.page);
        await host.page.keyboard.press('Escape');

        await host.page.goto('/my-games');
        await expect(host.page.getByRole('link', { name: /Axe check/ })).toBeVisible();
        await expectAccessible(host.page);

        await host.page.goto(`/my-games/${game.id}`);
        await expect(host.page.getByRole('heading', { level: 1, name: 'Axe check' })).toBeVisible();
        await expectAccessible(host.page);
      });
    }
  }
});
