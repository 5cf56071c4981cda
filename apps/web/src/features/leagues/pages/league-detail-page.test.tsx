import type { LeagueAbilities, LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeagueDetailPage } from './league-detail-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const none: LeagueAbilities = {
  canJoin: false,
  canRequest: false,
  canLeave: false,
  canEdit: false,
  canDelete: false,
  canManageJoinRequests: false,
  canManageGames: false,
  canInvite: false,
  canSeeContent: false,
};

function league(overrides: Partial<LeagueDetail> = {}): LeagueDetail {
  return {
    id: 'league-1',
    name: 'Tuesday Tennis',
    sport: 'tennis',
    skillLevel: 'intermediate',
    description: 'Doubles at the park.',
    isPrivate: true,
    memberCount: 5,
    maxMembers: null,
    gamesPlayed: 0,
    wins: 0,
    relation: 'none',
    createdAt: '2026-11-01T10:00:00.000Z',
    place: null,
    distanceMiles: null,
    creator: { id: 'u1', name: 'Ana', username: 'ana', avatarUrl: null },
    activeGames: 2,
    pendingJoinRequestCount: 0,
    pendingGameRequestCount: 0,
    sections: [],
    abilities: none,
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers the league itself with `detail`, and every list the tabs ask for as empty. */
function serve(detail: LeagueDetail | { status: number; body: unknown }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if ('status' in detail) return json(detail.body, detail.status);
      if (path === '/api/leagues/league-1') return json(detail);
      if (path.endsWith('/members')) return json({ members: [] });
      return json({ requests: [], posts: [], images: [] });
    }),
  );
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/leagues/league-1']}>
        <LeagueDetailPage leagueId="league-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LeagueDetailPage', () => {
  it("shows the spec's League not found with the way back", async () => {
    serve({ status: 404, body: { code: 'league_not_found', message: 'League not found' } });
    renderPage();
    expect(await screen.findByText('League not found')).toBeDefined();
    expect(screen.getByText("The league you're looking for doesn't exist or has been removed")).toBeDefined();
    expect(screen.getAllByRole('link', { name: 'Back to Leagues' }).length).toBe(2);
  });

  it('shows a visitor of a private league the header, ∞ and Request to Join, with a note instead of the tabs', async () => {
    serve(league({ abilities: { ...none, canRequest: true } }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Tuesday Tennis', level: 1 })).toBeDefined();
    expect(screen.getByText('Intermediate')).toBeDefined();
    expect(screen.getByText('Private')).toBeDefined();
    expect(screen.getByText('∞')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Request to Join' })).toBeDefined();
    expect(screen.getByText('This league is private')).toBeDefined();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete League' })).toBeNull();
  });

  it('gives the creator Join Requests, Invite Players and Delete League but no Leave, and the seven tabs', async () => {
    serve(
      league({
        relation: 'creator',
        pendingJoinRequestCount: 3,
        abilities: {
          ...none,
          canEdit: true,
          canDelete: true,
          canManageJoinRequests: true,
          canManageGames: true,
          canInvite: true,
          canSeeContent: true,
        },
      }),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: 'Join Requests 3 pending' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Invite Players' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Delete League' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Leave League' })).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Teams',
      'Schedule',
      'News',
      'Stats',
      'Media',
      'About',
      'Standings',
    ]);
  });

  it('gives a member Leave League and Invite Players, and nothing of the creator’s', async () => {
    serve(
      league({
        relation: 'member',
        abilities: { ...none, canLeave: true, canInvite: true, canSeeContent: true },
      }),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: 'Leave League' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Invite Players' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /Join Requests/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete League' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});
