import { gameMessages } from '@rally/shared/games/games.messages';
import type { GameList, GameSummary } from '@rally/shared/games/games.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPlayerPlaceForTests } from '../../../lib/player-place.ts';
import { FindGamesPage } from './find-games-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const list = (games: GameSummary[], anyGames = games.length > 0): GameList => ({
  games,
  nextCursor: null,
  anyGames,
  origin: null,
  near: null,
  widenedTo: null,
});

const game = (title: string): GameSummary => ({
  id: `00000000-0000-4000-8000-${String(title.length).padStart(12, '0')}`,
  title,
  sport: 'tennis',
  date: '2099-06-01',
  time: '18:30',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  startsAt: '2099-06-01T18:30:00.000Z',
  completed: false,
  series: null,
  decision: null,
  location: 'Zilker Park',
  latitude: null,
  longitude: null,
  distanceMiles: null,
  playersJoined: 3,
  maxPlayers: 8,
  spotsLeft: 5,
  isPrivate: true,
  skillLevel: 'intermediate',
  gender: 'co-ed',
  venueCost: 'paid',
  costAmount: 12,
  host: { id: 'h', name: 'Hana', username: 'hana', avatarUrl: null },
  hostFairPlayLevel: 'new',
  relation: 'none',
  viewerEligibility: 'allowed',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  resetPlayerPlaceForTests();
});

function renderPage(path = '/find') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <FindGamesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers the find list with `respond`, and the page's other questions plainly; returns the lists asked for. */
function answer(respond: (path: string) => Response, forYou: GameSummary[] = []) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path.startsWith('/api/profiles/me/distance-unit')) return json({ distanceUnit: null });
      if (path.startsWith('/api/locations/position')) {
        return json({
          position: { latitude: 30.27, longitude: -97.74, source: 'profile', label: 'Austin, TX' },
        });
      }
      if (path.startsWith('/api/games/for-you')) return json({ games: forYou, origin: null });
      asked.push(path);
      return respond(path);
    }),
  );
  return asked;
}

describe('FindGamesPage', () => {
  it('invites the first game when none exist at all', async () => {
    answer(() => json(list([], false)));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Find Games' })).toBeDefined();
    expect(screen.getByText('Discover sports games and venues near you.')).toBeDefined();
    expect(await screen.findByText(gameMessages.noGamesTitle)).toBeDefined();
    expect(screen.getByText(gameMessages.noGamesAtAll)).toBeDefined();
  });

  it('suggests changing the filters when games exist but none match', async () => {
    answer(() => json(list([], true)));
    renderPage('/find?sport=tennis');
    expect(await screen.findByText(gameMessages.noGamesFiltered)).toBeDefined();
    expect(screen.getByRole('button', { name: /Filters 1 active/ })).toBeDefined();
  });

  it('says the list failed to load, and shows it after Try again', async () => {
    let fail = true;
    answer(() =>
      fail ? json({ code: 'internal', message: 'boom' }, 500) : json(list([game('Evening doubles')])),
    );
    renderPage();
    expect(await screen.findByText(gameMessages.listFailed)).toBeDefined();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const games = await screen.findByRole('list', { name: 'Games' });
    const card = within(games).getByRole('link', { name: 'Evening doubles' });
    expect(card.getAttribute('href')).toBe(`/game/${game('Evening doubles').id}`);
    expect(within(games).getByText(/6:30 PM/)).toBeDefined();
    expect(within(games).getByText('3/8 players')).toBeDefined();
    expect(within(games).getByText('5 spots left')).toBeDefined();
    expect(within(games).getByText('$12')).toBeDefined();
  });

  it('sends a venue from the address as the exact location, and shows it in the search box', async () => {
    const asked = answer(() => json(list([game('Evening doubles')])));
    renderPage('/find?location=Zilker%20Park');
    await screen.findByRole('list', { name: 'Games' });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Zilker Park');
    expect(asked[0]).toBe('/api/games?location=Zilker+Park&distance=5');
  });

  it('searches after a typing pause and keeps filters applied through the panel', async () => {
    const asked = answer(() => json(list([game('Evening doubles')])));
    renderPage();
    await screen.findByRole('list', { name: 'Games' });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'doubles' } });
    await waitFor(() => expect(asked.at(-1)).toBe('/api/games?q=doubles&distance=5'));
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'women' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(asked.at(-1)).toBe('/api/games?q=doubles&gender=women&distance=5'));
  });

  it('says where the list measures from, with a way to change it', async () => {
    answer(() => json(list([game('Evening doubles')])));
    renderPage();
    expect(await screen.findByText('Near Austin, TX')).toBeDefined();
    expect(screen.getByText('Distances are from your profile location.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Change where you are' }));
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Or type a place' })).toBeDefined();
  });

  it('names the place a search moved to, and says when the list widened', async () => {
    answer(() =>
      json({
        ...list([game('Evening doubles')]),
        near: { label: 'Toronto, ON, CA', latitude: 43.65, longitude: -79.38 },
        widenedTo: 50,
      }),
    );
    renderPage('/find?q=Toronto');
    expect(await screen.findByRole('heading', { name: 'Games near Toronto, ON, CA' })).toBeDefined();
    expect(screen.getByText('No games within 5.0 mi — showing games within 50 mi')).toBeDefined();
  });

  it('offers 50 and 100 miles and any distance, and a filter for the games the player can join', async () => {
    const asked = answer(() =>
      json(list([{ ...game('Ladies night'), gender: 'women', viewerEligibility: 'not-allowed' }])),
    );
    renderPage();
    const games = await screen.findByRole('list', { name: 'Games' });
    expect(within(games).getByText("Women's game · You can't join")).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const distance = screen.getByLabelText('Distance') as HTMLSelectElement;
    expect([...distance.options].map((option) => option.text)).toEqual([
      'Within 5 miles',
      'Within 10 miles',
      'Within 25 miles',
      'Within 50 miles',
      'Within 100 miles',
      'Any distance',
    ]);
    fireEvent.change(distance, { target: { value: 'any' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only games I can join' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(asked.at(-1)).toBe('/api/games?distance=any&eligible=only'));
  });

  it('suggests games to join in one tap when the list is empty', async () => {
    answer(() => json(list([], true)), [{ ...game('Open run'), isPrivate: false }]);
    renderPage();
    const forYou = await screen.findByRole('list', { name: 'Games for you' });
    expect(within(forYou).getByRole('link', { name: 'Open run' })).toBeDefined();
    expect(within(forYou).getByRole('button', { name: 'Join Open run' })).toBeDefined();
  });
});
