import type { GameDetail } from '@rally/shared/games/games.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameDetailFixture } from '../components/game-detail.fixture.ts';
import { genderBadge, sportBarClass, venueCostText } from '../lib/game-look.ts';
import { MyGameDetailPage } from './my-game-detail-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(answer: (path: string, init?: RequestInit) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => answer(path, init)),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MyGameDetailPage gameId="game-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('my-game look', () => {
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
});

describe('MyGameDetailPage', () => {
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
    });

    const title = await screen.findByRole('heading', { level: 1, name: 'Sunday Hoops' });
    expect(screen.getByTestId('sport-bar').className).toContain('orange');
    expect(title).toBeDefined();
    const badges = within(screen.getByRole('list', { name: 'About this game' }));
    for (const label of ['Private Game', 'Completed', 'You Hosted', '2.5 mi away', 'Women']) {
      expect(badges.getByText(label)).toBeDefined();
    }
    expect(badges.getByText('Women').className).toContain('pink');
    expect(screen.getByText('Venue cost: $15')).toBeDefined();
    expect(screen.getByText('2 of 10 players joined')).toBeDefined();

    expect(screen.getByRole('heading', { name: 'Players Who Played' })).toBeDefined();
    const players = within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem');
    expect(players.map((row) => row.textContent)).toEqual(['HHana HostHost', 'UUnknown PlayerPlayer']);

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

  it("titles an upcoming game's players Players Joined and shows no summary", async () => {
    renderPage(() => json(gameDetailFixture({ sport: 'tennis', relation: 'participant' })));
    expect(await screen.findByRole('heading', { name: 'Players Joined' })).toBeDefined();
    expect(screen.getByTestId('sport-bar').className).toContain('blue');
    expect(screen.queryByText('Game Summary')).toBeNull();
    expect(screen.queryByText('You Hosted')).toBeNull();
    expect(screen.getByText('Co-ed')).toBeDefined();
    expect(screen.getByText('Free venue')).toBeDefined();
  });

  it('links back to My Games when the game is missing', async () => {
    renderPage(() => json({ code: 'not_found', message: 'Game Not Found' }, 404));
    expect(await screen.findByText('Game Not Found')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to My Games' }).getAttribute('href')).toBe('/my-games');
  });
});
