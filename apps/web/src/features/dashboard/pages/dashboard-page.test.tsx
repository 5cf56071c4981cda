import type { Dashboard } from '@rally/shared/dashboard/dashboard.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPlayerPlaceForTests } from '../../../lib/player-place.ts';
import { DashboardPage } from './dashboard-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetPlayerPlaceForTests();
});

/** Answers the dashboard with `answer`, and the place and unit the page also asks for; returns the dashboard's calls. */
function renderDashboard(answer: (path: string, init?: RequestInit) => Response) {
  const dashboardCalls = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path.startsWith('/api/profiles/me/distance-unit')) return json({ distanceUnit: null });
      if (path.startsWith('/api/locations/position')) return json({ position: null });
      if (path.startsWith('/api/dashboard')) dashboardCalls(path);
      return answer(path, init);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DashboardPage displayName="Vera" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return dashboardCalls;
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
  series: null,
  decision: null,
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
  hostFairPlayLevel: 'new',
  relation: 'host',
  viewerEligibility: 'allowed',
};

describe('DashboardPage', () => {
  it('shows every empty state with the spec texts and a Create Game link', async () => {
    renderDashboard(() =>
      json({ upcomingGames: [], gamesForYou: [], friendsActivity: [], popularLocations: [] }),
    );
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
        gamesForYou: [],
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

  it('offers games for you in the empty Upcoming Games, and moves one there after one tap on Join', async () => {
    const open: Dashboard['gamesForYou'][number] = {
      ...game,
      id: 'game-2',
      title: 'Open run',
      relation: 'none',
      distanceMiles: 1.2,
      host: { id: 'hana', name: 'Hana', username: 'hana', avatarUrl: null },
    };
    const joins: string[] = [];
    renderDashboard((path, init) => {
      if (init?.method === 'POST') {
        joins.push(path);
        return json({ message: 'Successfully joined the game!' });
      }
      return json({
        upcomingGames: joins.length ? [{ ...open, relation: 'participant' }] : [],
        gamesForYou: joins.length ? [] : [open],
        friendsActivity: [],
        popularLocations: [],
      });
    });
    expect(await screen.findByText('No upcoming games found')).toBeTruthy();
    const forYou = screen.getByRole('list', { name: 'Games for you' });
    expect(within(forYou).getByText(/1\.2 mi/)).toBeTruthy();
    fireEvent.click(within(forYou).getByRole('button', { name: 'Join Open run' }));
    await waitFor(() => expect(joins).toEqual(['/api/games/game-2/join']));
    const card = await screen.findByRole('link', { name: /^Open run Basketball/ });
    expect(card.getAttribute('href')).toBe('/game/game-2');
    expect(screen.queryByRole('list', { name: 'Games for you' })).toBeNull();
  });
});
