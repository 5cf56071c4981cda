import type { Dashboard } from '@rally/shared/dashboard/dashboard.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from './dashboard-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDashboard(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DashboardPage displayName="Vera" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const game: Dashboard['upcomingGames'][number] = {
  id: 'game-1',
  title: 'Evening hoops',
  sport: 'basketball',
  date: '2026-11-24',
  time: '18:30',
  timeZone: 'UTC',
  startsAt: '2026-11-24T18:30:00.000Z',
  completed: false,
  location: 'Riverside Courts',
  latitude: null,
  longitude: null,
  distanceMiles: null,
  playersJoined: 3,
  maxPlayers: 8,
  spotsLeft: 5,
  isPrivate: false,
  skillLevel: 'any',
  gender: 'co-ed',
  venueCost: 'free',
  costAmount: null,
  host: { id: 'vera', name: 'Vera', username: 'vera', avatarUrl: null },
  relation: 'host',
};

describe('DashboardPage', () => {
  it('shows every empty state with the spec texts and a Create Game link', async () => {
    renderDashboard(() => json({ upcomingGames: [], friendsActivity: [], popularLocations: [] }));
    expect(await screen.findByText('No upcoming games found')).toBeTruthy();
    expect(screen.getByText('Create or join a game to get started!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Game' }).getAttribute('href')).toBe('/create');
    expect(screen.getByText('No recent friend activity')).toBeTruthy();
    expect(screen.getByText('Connect with friends to see their activities!')).toBeTruthy();
    expect(screen.getByText('No popular locations yet')).toBeTruthy();
    expect(screen.getByText('Locations will appear as more games are created!')).toBeTruthy();
  });

  it('draws the three sections from one request, each item leading where it belongs', async () => {
    const fetch = renderDashboard(() =>
      json({
        upcomingGames: [game],
        friendsActivity: [
          {
            id: 'a1',
            userId: 'fran',
            name: 'Fran',
            action: 'joined',
            game: 'Evening hoops',
            gameId: 'game-1',
            time: new Date().toISOString(),
            sport: 'basketball',
            location: 'Riverside Courts',
          },
        ],
        popularLocations: [
          {
            name: 'Riverside Courts',
            gameCount: 4,
            upcomingGames: 3,
            recentGames: 1,
            sports: ['basketball', 'tennis'],
            latitude: 30.2,
            longitude: -97.7,
            distanceMiles: 1.26,
          },
        ],
      }),
    );
    const card = await screen.findByRole('link', { name: /^Evening hoops Basketball/ });
    expect(card.getAttribute('href')).toBe('/game/game-1');
    expect(within(card).getByText('3/8 players')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/find');

    const activity = screen.getByRole('list', { name: 'Recent friend activity' });
    expect(within(activity).getByRole('link', { name: 'View Evening hoops' }).getAttribute('href')).toBe(
      '/game/game-1',
    );
    expect(screen.getByRole('link', { name: 'Friends Activity' }).getAttribute('href')).toBe(
      '/friends-activity',
    );

    const place = screen.getByRole('link', { name: /^Riverside Courts/ });
    expect(place.getAttribute('href')).toBe('/find?location=Riverside+Courts');
    expect(within(place).getByText('3 games · 1.3 mi away')).toBeTruthy();
    expect(within(place).getByRole('img', { name: 'Tennis' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Popular Locations' }).getAttribute('href')).toBe(
      '/popular-locations',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
