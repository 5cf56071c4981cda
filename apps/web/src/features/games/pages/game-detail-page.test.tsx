import type { GameDetail } from '@rally/shared/games/games.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameDetailFixture } from '../components/game-detail.fixture.ts';
import { genderBadge, hostBadgeText, sportBarClass, venueCostText } from '../lib/game-look.ts';
import { GameDetailPage, type GamePageOrigin } from './game-detail-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(answer: (path: string, init?: RequestInit) => Response, from?: GamePageOrigin) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => answer(path, init)),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <GameDetailPage gameId="game-1" {...(from ? { from } : {})} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('game look', () => {
  it('colours the top bar orange for basketball, green for soccer and blue otherwise', () => {
    expect(sportBarClass('basketball')).toContain('orange');
    expect(sportBarClass('soccer')).toContain('green');
    expect(sportBarClass('tennis')).toContain('blue');
  });

  it('colours the gender badge: men blue, women pink, co-ed purple labelled Co-ed', () => {
    expect(genderBadge('men').className).toContain('blue');
    expect(genderBadge('women').className).toContain('pink');
    expect(genderBadge('co-ed')).toMatchObject({ label: 'Co-ed' });
    expect(genderBadge('co-ed').className).toContain('purple');
  });

  it('words the venue cost as Free venue, Venue cost: amount, or Paid', () => {
    expect(venueCostText('free', null)).toBe('Free venue');
    expect(venueCostText('paid', 12)).toBe('Venue cost: $12');
    expect(venueCostText('paid', null)).toBe('Paid');
  });

  it("says You're hosting before the start and You Hosted after it", () => {
    expect(hostBadgeText({ completed: false })).toBe("You're hosting");
    expect(hostBadgeText({ completed: true })).toBe('You Hosted');
  });
});

describe('GameDetailPage', () => {
  it('shows a past hosted game with its badges, players host first, the summary and a rating that saves', async () => {
    let saved: GameDetail['viewer']['rating'] = null;
    const puts: unknown[] = [];
    renderPage((path, init) => {
      if (init?.method === 'PUT') {
        puts.push({ path, body: JSON.parse(String(init.body)) });
        saved = 4;
        return json({ message: 'Thanks for rating this game' });
      }
      return json(
        gameDetailFixture({
          completed: true,
          isPrivate: true,
          relation: 'host',
          gender: 'women',
          distanceMiles: 2.5,
          venueCost: 'paid',
          costAmount: 15,
          viewer: { rating: saved },
          abilities: { canRate: true, canReview: true, canSeeRoster: true },
        }),
      );
    }, 'my-games');

    const title = await screen.findByRole('heading', { level: 1, name: 'Sunday Hoops' });
    expect(screen.getByTestId('sport-bar').className).toContain('orange');
    expect(title).toBeDefined();
    const badges = within(screen.getByRole('list', { name: 'About this game' }));
    for (const label of ['Private Game', 'Completed', 'You Hosted', 'Women']) {
      expect(badges.getByText(label)).toBeDefined();
    }
    expect(badges.getByText(/2\.5 (mi|km) away|4\.0 km away/)).toBeDefined();
    expect(badges.getByText('Women').className).toContain('pink');
    // The cost reads once, in the spec's words.
    expect(screen.getByText('Venue cost: $15')).toBeDefined();
    expect(screen.queryAllByText(/Venue cost/)).toHaveLength(1);
    expect(screen.getByText('2 of 10 players joined')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to My Games' }).getAttribute('href')).toBe('/my-games');

    expect(screen.getByRole('heading', { name: 'Players Who Played' })).toBeDefined();
    const players = within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem');
    expect(players.map((row) => row.textContent)).toEqual([
      'HHana HostHostFair play: New',
      'UUnknown PlayerPlayerFair play: New',
    ]);

    expect(screen.getByText('You hosted this basketball game with 2 players.')).toBeDefined();
    expect(screen.getByText('Click to rate')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Review Players' }).getAttribute('href')).toBe(
      '/game/game-1/review',
    );

    fireEvent.click(screen.getByRole('button', { name: '4 stars' }));
    expect(await screen.findByText('Your rating: 4 of 5')).toBeDefined();
    expect(puts).toEqual([{ path: '/api/games/game-1/rating', body: { rating: 4 } }]);
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: '4 stars' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it("shows the host's upcoming game as You're hosting, with the manage view and no summary", async () => {
    renderPage(() =>
      json(
        gameDetailFixture({
          sport: 'tennis',
          relation: 'host',
          abilities: { canCancel: true, canInvite: true, canEdit: true, canSeeRoster: true },
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Players Joined' })).toBeDefined();
    expect(screen.getByTestId('sport-bar').className).toContain('blue');
    const badges = within(screen.getByRole('list', { name: 'About this game' }));
    expect(badges.getByText("You're hosting")).toBeDefined();
    expect(screen.queryByText('You Hosted')).toBeNull();
    expect(screen.queryByText('Game Summary')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Manage your game' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Edit game' }).getAttribute('href')).toMatch(
      /^\/game\/[^/]+\/edit$/,
    );
    expect(screen.getByText('Free venue')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Share' })).toBeDefined();
    expect(screen.getByRole('link', { name: /Directions to Riverside Courts/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Riverside%20Courts',
    );
  });

  it("keeps an outsider's Join in the phone's sticky bar, and none for a player with nothing to do", async () => {
    renderPage(() => json(gameDetailFixture({ abilities: { canJoin: true } })));
    const join = await screen.findByRole('button', { name: 'Join Game' });
    expect(screen.getByTestId('phone-action-bar').contains(join)).toBe(true);
    expect(screen.getByTestId('phone-action-bar').className).toContain('sticky');
  });

  it("shows the time in the zone the host set, with that zone when it is not the viewer's", async () => {
    renderPage(() =>
      json(
        gameDetailFixture({
          timeZone: 'Pacific/Kiritimati',
          date: '2026-12-07',
          time: '08:30',
          startsAt: '2026-12-06T18:30:00.000Z',
        }),
      ),
    );
    expect(await screen.findByText('Mon, Dec 7, 2026')).toBeDefined();
    expect(screen.getByText(/^8:30 AM \S+$/)).toBeDefined();
  });

  it('links back where the page was opened from when the game is missing', async () => {
    renderPage(() => json({ code: 'not_found', message: 'Game Not Found' }, 404), 'my-games');
    expect(await screen.findByText('Game Not Found')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to My Games' }).getAttribute('href')).toBe('/my-games');
  });

  it("says the spec's two lines when the game cannot load", async () => {
    renderPage(() => json({ code: 'internal_error', message: 'An unexpected error occurred.' }, 500));
    expect(await screen.findByText('Failed to load game details')).toBeDefined();
    expect(screen.getByText('Failed to fetch game data')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
