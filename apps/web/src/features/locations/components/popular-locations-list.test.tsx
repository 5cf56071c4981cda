import type { PopularLocation } from '@rally/shared/locations/locations.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choosePlace, resetPlayerPlaceForTests } from '../../../lib/player-place.ts';
import { PopularLocationsList } from './popular-locations-list.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const place = (name: string, gameCount: number, sports: string[] = ['soccer']): PopularLocation => ({
  name,
  gameCount,
  upcomingGames: 1,
  recentGames: 0,
  sports,
  latitude: null,
  longitude: null,
  distanceMiles: null,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetPlayerPlaceForTests();
});

function renderList(search: string, reply: (path: string) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      path.startsWith('/api/profiles/me/distance-unit') ? json({ distanceUnit: 'km' }) : reply(path),
    ),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PopularLocationsList search={search} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PopularLocationsList', () => {
  it('shows the totals and the places with Top badges, 5 sport icons and +N, linking to their games', async () => {
    const sports = ['soccer', 'tennis', 'golf', 'basketball', 'volleyball', 'running', 'yoga'];
    renderList('', () =>
      json({
        totals: { locations: 4, games: 10, upcomingGames: 4 },
        locations: [
          place('Zilker Park', 5, sports),
          place('Hyde Park', 3),
          place('Riverside', 1),
          place('Gym', 1),
        ],
        origin: null,
      }),
    );
    const list = await screen.findByRole('list', { name: 'Locations' });
    expect(screen.getByText('Total Locations').nextSibling?.textContent).toBe('4');
    expect(screen.getByText('Total Games').nextSibling?.textContent).toBe('10');
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(rows.map((row) => within(row).queryByText(/^Top \d$/)?.textContent ?? null)).toEqual([
      'Top 1',
      'Top 2',
      'Top 3',
      null,
    ]);
    const first = rows[0] as HTMLElement;
    expect(
      within(within(first).getByRole('list', { name: 'Sports played here' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    expect(first.textContent).toContain('+2');
    expect(within(first).getByRole('link', { name: 'View Games at Zilker Park' }).getAttribute('href')).toBe(
      '/find?location=Zilker+Park',
    );
  });

  it('says no locations exist yet, and with a search shows the term as text', async () => {
    const empty = { totals: { locations: 0, games: 0, upcomingGames: 0 }, locations: [], origin: null };
    renderList('', () => json(empty));
    expect(await screen.findByText('No locations found')).toBeTruthy();
    expect(screen.getByText('Locations will appear as games are created!')).toBeTruthy();
    cleanup();

    renderList('<img src=x onerror=alert(1)>', () => json(empty));
    expect(
      await screen.findByText('No locations found matching "<img src=x onerror=alert(1)>"'),
    ).toBeTruthy();
    expect(screen.getByText('Try adjusting your search term.')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('offers a retry when the locations fail to load', async () => {
    renderList('', () => json({ code: 'internal', message: 'Something went wrong' }, 500));
    expect(await screen.findByText('Failed to load locations')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks for the places near the place the player chose, and shows their distance in the chosen unit', async () => {
    choosePlace({ kind: 'typed', lat: 30.27, lng: -97.74, label: 'Austin, TX' });
    const asked: string[] = [];
    renderList('', (path) => {
      asked.push(path);
      return json({
        totals: { locations: 1, games: 2, upcomingGames: 2 },
        locations: [{ ...place('Zilker Park', 2), distanceMiles: 1.25 }],
        origin: null,
      });
    });
    const list = await screen.findByRole('list', { name: 'Locations' });
    expect(await within(list).findByText(/2\.0 km away/)).toBeTruthy();
    expect(asked).toEqual(['/api/locations/popular?lat=30.27&lng=-97.74']);
    sessionStorage.clear();
  });
});
