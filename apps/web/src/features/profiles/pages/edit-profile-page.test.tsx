import { profileMessages } from '@rally/shared/profiles/profiles.messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditProfilePage } from './edit-profile-page.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const newPlayersScreen = {
  isOwn: true,
  profile: {
    userId: 'me',
    name: 'Sam',
    avatarUrl: null,
    sports: [],
    sportSkills: {},
    username: 'sam',
    email: 'sam@example.com',
    location: null,
    bio: null,
    gender: null,
    customGender: null,
    showActivityStatus: true,
    updatedAt: '2026-11-23T12:00:00.000Z',
  },
  stats: { games: 0, friends: 0, rating: null },
  sportActivity: [],
  leagues: [],
  upcomingGames: [],
  pastGames: [],
  reviews: [],
  friendship: 'self',
  attendance: { attended: 0, noShows: 0, lateCancellations: 0, reliability: null },
  viewer: { blockedByMe: false },
  fairPlay: { level: 'new', settledGames: 0, reliability: null, sportsmanship: { average: null, count: 0 } },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(profileComplete: boolean) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(newPlayersScreen));
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <EditProfilePage profileComplete={profileComplete} refreshSession={async () => true} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

// The form renders all 45 sport tiles: slow in jsdom on a busy machine.
describe('EditProfilePage', { timeout: 20_000 }, () => {
  it('offers no way back to a profile that does not exist yet during onboarding, and says who sees what', async () => {
    renderPage(false);
    expect(await screen.findByText('Save Changes', {}, { timeout: 10_000 })).toBeDefined();
    expect(screen.queryByText('Back to Profile')).toBeNull();
    expect(screen.queryByText('Cancel')).toBeNull();
    expect(
      screen.getByText(
        /Other players see your name, photo, sports and skill levels, never your location or bio/,
      ),
    ).toBeDefined();
  });

  it('keeps Back to Profile and Cancel once the profile is complete', async () => {
    renderPage(true);
    expect(await screen.findByText('Cancel', {}, { timeout: 10_000 })).toBeDefined();
    expect(screen.getByText('Back to Profile').closest('a')?.getAttribute('href')).toBe('/profile');
  });

  it('asks for a place and a sport before saving, and sends nothing without them', async () => {
    const fetch = renderPage(false);
    fireEvent.click(await screen.findByText('Save Changes', {}, { timeout: 10_000 }));
    expect(await screen.findByText(profileMessages.locationRequired)).toBeDefined();
    expect(screen.getByText(profileMessages.sportRequired)).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Location' }).getAttribute('aria-invalid')).toBe('true');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
