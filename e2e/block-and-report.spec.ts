import { accessibleAtBothSizes } from './support/accessibility.ts';
import type { Player } from './support/players.ts';
import { befriend, openLive, watchConsole } from './support/players.ts';
import { expect, test } from './support/test.ts';

// Block and report (issue 28 §1, §2): a player blocks a friend from their message thread, after which
// neither finds the other in search, and unblocks in Settings → Blocked players; a player reports a
// direct message and is told so, and a second report of it is answered "already reported".

/** Searches Find Friends for a player's username. */
async function searchFor(searcher: Player, found: Player) {
  await searcher.page.goto('/friends?tab=find');
  await searcher.page.getByLabel('Username or name').fill(found.username);
  await searcher.page.getByRole('button', { name: 'Search' }).click();
}

async function sendMessage(from: Player, to: Player, message: string) {
  const sent = await from.page.request.post(`/api/messages/${to.id}`, { data: { message } });
  expect(sent.status(), await sent.text()).toBe(201);
}

test('a player blocks a friend from their thread, neither finds the other, and unblocks in Settings', async ({
  newPlayer,
}) => {
  test.slow();
  const alice = await newPlayer('alice');
  const bob = await newPlayer('bob');
  await befriend(alice, bob);
  await sendMessage(bob, alice, 'See you at the courts?');
  const errors = watchConsole(alice);

  await openLive(alice, `/friends?tab=messages&with=${bob.id}`);
  const thread = alice.page.getByRole('dialog', { name: bob.name });
  await expect(thread.getByText('See you at the courts?')).toBeVisible();
  await thread.getByRole('button', { name: `More actions for ${bob.name}` }).click();
  await alice.page.getByRole('menuitem', { name: `Block ${bob.name}` }).click();
  const confirm = alice.page.getByRole('alertdialog', { name: `Block ${bob.name}?` });
  await expect(confirm).toContainText("won't be able to message you, find you in search");
  await expect(confirm).toContainText("They aren't told.");
  await accessibleAtBothSizes(alice.page);
  await confirm.getByRole('button', { name: `Block ${bob.name}` }).click();

  // The thread closes and leaves the inbox.
  await expect(alice.page.getByRole('dialog', { name: bob.name })).toHaveCount(0);
  await expect(alice.page.getByText(`You blocked ${bob.name}.`)).toBeVisible();
  await expect(alice.page.getByRole('tabpanel').getByText(bob.name)).toHaveCount(0);

  // Neither finds the other.
  await searchFor(alice, bob);
  await expect(alice.page.getByText(`No players found for “${bob.username}”.`)).toBeVisible();
  await searchFor(bob, alice);
  await expect(bob.page.getByText(`No players found for “${alice.username}”.`)).toBeVisible();

  // The profile offers Unblock in the friendship step's place.
  await alice.page.goto(`/profile/${bob.id}`);
  await expect(alice.page.getByRole('button', { name: `Unblock ${bob.name}` })).toBeVisible();

  // Settings → Blocked players lists Bob; Unblock empties the list.
  await alice.page.goto('/profile/settings');
  const blocked = alice.page.getByRole('list', { name: 'Blocked players' });
  await expect(blocked.getByRole('listitem').filter({ hasText: bob.name })).toContainText('Blocked since');
  await accessibleAtBothSizes(alice.page);
  await blocked.getByRole('button', { name: `Unblock ${bob.name}` }).click();
  await expect(alice.page.getByText("You haven't blocked anyone")).toBeVisible();

  await searchFor(alice, bob);
  // Found again; the friendship the block ended stays ended.
  await expect(
    alice.page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: `Add Friend ${bob.name}` }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a player reports a message and is told; a second report says it was already reported', async ({
  newPlayer,
}) => {
  test.slow();
  const alice = await newPlayer('alice');
  const bob = await newPlayer('bob');
  await befriend(alice, bob);
  await sendMessage(bob, alice, 'Pay me $50 or you are off the team');
  const errors = watchConsole(alice);

  // The profile's menu, open, is accessible and offers Report and Block.
  await alice.page.goto(`/profile/${bob.id}`);
  await alice.page.getByRole('button', { name: `More actions for ${bob.name}` }).click();
  await expect(alice.page.getByRole('menuitem', { name: `Report ${bob.name}` })).toBeVisible();
  await expect(alice.page.getByRole('menuitem', { name: `Block ${bob.name}` })).toBeVisible();
  await accessibleAtBothSizes(alice.page);
  await alice.page.keyboard.press('Escape');

  await openLive(alice, `/friends?chat=${bob.id}`);
  const thread = alice.page.getByRole('dialog', { name: bob.name });
  const message = thread.getByRole('listitem').filter({ hasText: 'Pay me $50' });
  await message.getByRole('button', { name: 'Report this message' }).click();

  const dialog = alice.page.getByRole('dialog', { name: 'Report this message' });
  // A reason is required; the dialog says so rather than sending.
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  const reason = dialog.getByRole('group', { name: 'Reason' });
  await reason.getByRole('radio', { name: 'Spam or scam' }).check();
  await dialog.getByLabel('Details (optional)').fill('Asks for money to stay on the team.');
  await expect(dialog.getByText('35/1,000')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: `Also block ${bob.name}` })).not.toBeChecked();
  await accessibleAtBothSizes(alice.page);
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(dialog.getByText('Thanks for your report. Our moderators will review it.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  // Back in the thread, focus returns to the message's button.
  await expect(message.getByRole('button', { name: 'Report this message' })).toBeFocused();

  await message.getByRole('button', { name: 'Report this message' }).click();
  await dialog.getByRole('radio', { name: 'Harassment' }).check();
  await dialog.getByRole('button', { name: 'Submit report' }).click();
  await expect(
    dialog.getByText("You've already reported this. Our moderators will review it."),
  ).toBeVisible();
  // Escape closes the dialog and leaves the thread open.
  await alice.page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(thread).toBeVisible();
  expect(errors).toEqual([]);
});
