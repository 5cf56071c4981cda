import type { FriendActivity } from '@rally/shared/friends/friends.schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FriendActivityList } from './friend-activity-list.tsx';

afterEach(cleanup);

const activity = (overrides: Partial<FriendActivity> = {}): FriendActivity => ({
  id: 'a1',
  userId: 'u1',
  name: 'Sam Rivera',
  action: 'joined',
  game: 'Sunday Pickup',
  gameId: 'g1',
  time: new Date(Date.now() - 5 * 60_000).toISOString(),
  sport: 'basketball',
  location: 'Zilker Park',
  ...overrides,
});

function renderList(activities: FriendActivity[]) {
  render(
    <MemoryRouter>
      <FriendActivityList activities={activities} />
    </MemoryRouter>,
  );
  return screen.getAllByRole('listitem');
}

describe('FriendActivityList', () => {
  it('shows who did what in which game, when, the sport and the place, with a way to the game', () => {
    const [row] = renderList([activity()]);
    const item = within(row!);
    expect(row!.textContent).toContain('Sam Rivera joined Sunday Pickup');
    expect(item.getByText('S')).toBeDefined();
    expect(item.getByText('5 minutes ago')).toBeDefined();
    expect(item.getByText('Basketball', { exact: false })).toBeDefined();
    expect(item.getByText('Zilker Park')).toBeDefined();
    expect(item.getByRole('link', { name: 'View Sunday Pickup' }).getAttribute('href')).toBe('/game/g1');
  });

  it('leaves out the sport and the place when the game has none', () => {
    const [row] = renderList([activity({ action: 'created', sport: null, location: null })]);
    expect(row!.textContent).toContain('Sam Rivera created Sunday Pickup');
    expect(within(row!).queryByText('Zilker Park')).toBeNull();
  });
});
