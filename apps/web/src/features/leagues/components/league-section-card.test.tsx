import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeagueSectionCard } from './league-section-card.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const abilities = {
  canJoin: false,
  canRequest: false,
  canLeave: false,
  canEdit: false,
  canDelete: false,
  canManageJoinRequests: false,
  canManageGames: false,
  canInvite: true,
  canSeeContent: true,
};

function league(overrides: Partial<LeagueDetail> = {}): LeagueDetail {
  return {
    id: 'league-1',
    name: 'Tuesday Tennis',
    sport: 'tennis',
    skillLevel: 'casual',
    description: null,
    isPrivate: false,
    memberCount: 2,
    maxMembers: 12,
    gamesPlayed: 0,
    wins: 0,
    relation: 'member',
    createdAt: '2026-11-01T10:00:00.000Z',
    place: null,
    distanceMiles: null,
    creator: { id: 'u1', name: 'Ana', username: 'ana', avatarUrl: null },
    activeGames: 0,
    pendingJoinRequestCount: 0,
    pendingGameRequestCount: 0,
    sections: [
      {
        tab: 'teams',
        title: 'Our Teams',
        content: 'Reds and <b>Blues</b>',
        updatedAt: '2026-11-02T10:00:00.000Z',
      },
    ],
    abilities,
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard(detail: LeagueDetail, tab: 'teams' | 'news' = 'teams') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <LeagueSectionCard league={detail} tab={tab} placeholder="Nothing here yet." />
    </QueryClientProvider>,
  );
}

describe('LeagueSectionCard', () => {
  it('shows the saved title and content as text, never markup, and offers no Edit to a member', () => {
    renderCard(league());
    expect(screen.getByRole('heading', { name: 'Our Teams' })).toBeDefined();
    expect(screen.getByText('Reds and <b>Blues</b>')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it("shows the tab's own heading and the placeholder until something is saved", () => {
    renderCard(league({ sections: [] }), 'news');
    expect(screen.getByRole('heading', { name: 'League News' })).toBeDefined();
    expect(screen.getByText('Nothing here yet.')).toBeDefined();
  });

  it('refuses a profane text before sending, under the Inappropriate Content title', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderCard(league({ abilities: { ...abilities, canEdit: true } }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Teams section' }));
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'what a shitty draw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Inappropriate Content')).toBeDefined();
    expect(screen.getAllByText('Your post contains profanity. Please keep posts appropriate.').length).toBe(
      2,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("saves the creator's edit to the tab and closes the form", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        sent.push({ path, method: init?.method, body: JSON.parse(String(init?.body)) });
        return json({
          tab: 'teams',
          title: 'Squads',
          content: 'Two squads',
          updatedAt: '2026-11-03T10:00:00.000Z',
        });
      }),
    );
    renderCard(league({ abilities: { ...abilities, canEdit: true } }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Teams section' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Squads' } });
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'Two squads' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByLabelText('Title')).toBeNull());
    expect(sent).toEqual([
      {
        path: '/api/leagues/league-1/sections/teams',
        method: 'PUT',
        body: { title: 'Squads', content: 'Two squads' },
      },
    ]);
    expect(await screen.findByText('Saved')).toBeDefined();
  });
});
