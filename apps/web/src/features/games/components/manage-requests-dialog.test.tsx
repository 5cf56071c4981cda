import type { GameJoinRequest } from '@rally/shared/games/attendance.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManageRequestsDialog } from './manage-requests-dialog.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const request = (name: string, status: GameJoinRequest['status']): GameJoinRequest => ({
  id: `req-${name}`,
  user: { id: `id-${name}`, name, username: name.toLowerCase(), avatarUrl: null },
  message: status === 'pending' ? `${name} would love to play` : null,
  status,
  createdAt: new Date().toISOString(),
  record: { skillLevel: 'advanced', gamesPlayed: 4, sportsmanship: { average: 4.8, count: 5 } },
  attendance: { attended: 8, noShows: 1, lateCancellations: 2, reliability: 80 },
  fairPlayLevel: 'good',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ManageRequestsDialog gameId="g1" sport="tennis" open onOpenChange={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The first answer waits for the response's schema to load (checked in development): seconds on a busy machine.
const LOADED = { timeout: 10_000 };

describe('ManageRequestsDialog', { timeout: 20_000 }, () => {
  it('lists requests with their messages, answers a pending one, and shows answered ones by their outcome', async () => {
    const patched: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          patched.push({ path, body: JSON.parse(String(init.body)) });
          return json({ message: 'Request Approved' });
        }
        return json({ requests: [request('Ana', 'pending'), request('Bob', 'rejected')] });
      }),
    );
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Manage Join Requests' });
    expect(await within(dialog).findByText('Ana would love to play', {}, LOADED)).toBeDefined();
    expect(within(dialog).getByText('Request Rejected')).toBeDefined();
    expect(within(dialog).getAllByText('Advanced at Tennis')).toHaveLength(2);
    expect(
      within(dialog).getAllByText('80% reliable (8 attended, 1 no-show, 2 late cancellations)'),
    ).toHaveLength(2);
    // How the reliability is worked out is stated in the dialog itself, not only in a tooltip.
    expect(
      within(dialog).getByText(/Reliability = attended ÷ \(attended \+ no-shows \+ ½ × late cancellations\)/),
    ).toBeDefined();
    expect(within(dialog).getByRole('link', { name: 'Ana (profile)' }).getAttribute('href')).toBe(
      '/profile/id-Ana',
    );
    expect(within(dialog).queryByRole('button', { name: 'Approve Bob' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve Ana' }));
    await vi.waitFor(() =>
      expect(patched).toEqual([{ path: '/api/games/g1/requests/req-Ana', body: { status: 'approved' } }]),
    );
  });

  it('says Failed to load join requests when they cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 'internal', message: 'Something went wrong' }, 500)),
    );
    renderDialog();
    expect(await screen.findByText('Failed to load join requests')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
