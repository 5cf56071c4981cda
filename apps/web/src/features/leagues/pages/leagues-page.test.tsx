import type { LeagueList, LeagueSummary } from '@rally/shared/leagues/leagues.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeaguesPage } from './leagues-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const league = (name: string, overrides: Partial<LeagueSummary> = {}): LeagueSummary => ({
  id: `id-${name}`,
  name,
  sport: 'tennis',
  skillLevel: 'casual',
  description: null,
  isPrivate: false,
  memberCount: 4,
  maxMembers: 12,
  gamesPlayed: 3,
  wins: 2,
  relation: 'none',
  createdAt: '2026-11-01T10:00:00.000Z',
  place: null,
  distanceMiles: null,
  ...overrides,
});

const list = (overrides: Partial<LeagueList> = {}): LeagueList => ({
  mine: [],
  discover: [],
  discoverCount: 0,
  near: null,
  anyToDiscover: false,
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(path = '/leagues') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LeaguesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LeaguesPage', () => {
  it("shows the spec's empty My Leagues, and a card's real games and wins once there is one", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(list())),
    );
    renderPage();
    expect(await screen.findByText('No leagues yet')).toBeDefined();
    expect(screen.getByText('Create or join a league to get started')).toBeDefined();
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(list({ mine: [league('Tuesday Tennis', { relation: 'member' })] }))),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Tuesday Tennis' });
    expect(card.textContent).toContain('Games3');
    expect(card.textContent).toContain('Wins2');
    expect(screen.getByRole('tab', { name: 'My Leagues (1)' })).toBeDefined();
    // Only the creator schedules games.
    expect(screen.queryByRole('link', { name: /Schedule Game/ })).toBeNull();
  });

  it('tells a search that found nothing apart from there being nothing to join at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(list({ anyToDiscover: true }))),
    );
    renderPage('/leagues?tab=discover&q=zzz');
    expect(await screen.findByText('No leagues found')).toBeDefined();
    expect(screen.getByText('Try adjusting your search terms')).toBeDefined();
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(list())),
    );
    renderPage('/leagues?tab=discover');
    expect(await screen.findByText('No leagues available to join')).toBeDefined();
  });

  it('asks the server with the search and sport from the address, and says when the list failed', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        asked.push(path);
        return json({ code: 'internal_error', message: 'Something went wrong. Please try again.' }, 500);
      }),
    );
    renderPage('/leagues?tab=discover&q=hoops&sport=basketball');
    expect(await screen.findByText('Failed to load available leagues')).toBeDefined();
    // The place control asks where the player is; the list asks once, with the address's search and sport.
    expect(asked.filter((path) => path.startsWith('/api/leagues'))[0]).toBe(
      '/api/leagues?q=hoops&sport=basketball',
    );
    expect((screen.getByRole('searchbox', { name: 'Search leagues' }) as HTMLInputElement).value).toBe(
      'hoops',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(asked.length).toBeGreaterThan(1));
  });
});
