import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckInCard } from './check-in-card.tsx';
import { gameDetailFixture } from './game-detail.fixture.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const checkInWindow = { opensAt: '2026-12-01T18:00:00.000Z', closesAt: '2026-12-01T19:30:00.000Z' };
const renderCard = (game: ReturnType<typeof gameDetailFixture>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CheckInCard game={game} />
    </QueryClientProvider>,
  );

describe('CheckInCard', { timeout: 15_000 }, () => {
  it("offers I'm here while the server says the checkInWindow is open, and checks in", async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        sent.push(`${init?.method} ${path}`);
        return json({ message: "You're checked in" });
      }),
    );
    renderCard(
      gameDetailFixture({
        abilities: { canCheckIn: true },
        viewer: { checkIn: { ...checkInWindow, checkedInAt: null, outcome: null, outcomeReason: null } },
      }),
    );
    const card = screen.getByRole('region', { name: 'Check-in' });
    fireEvent.click(within(card).getByRole('button', { name: "I'm here" }));
    await vi.waitFor(() =>
      expect(sent).toEqual([expect.stringMatching(/^POST .*\/api\/games\/.+\/check-in$/)]),
    );
  });

  it('shows the check-in once made, and the outcome with why once settled', () => {
    renderCard(
      gameDetailFixture({
        viewer: {
          checkIn: {
            ...checkInWindow,
            checkedInAt: checkInWindow.opensAt,
            outcome: null,
            outcomeReason: null,
          },
        },
      }),
    );
    expect(screen.getByText(/You're checked in/)).toBeDefined();
    expect(screen.queryByRole('button', { name: "I'm here" })).toBeNull();
    cleanup();

    renderCard(
      gameDetailFixture({
        viewer: {
          checkIn: {
            ...checkInWindow,
            checkedInAt: null,
            outcome: 'no_show',
            outcomeReason: 'The host marked you absent.',
          },
        },
      }),
    );
    expect(screen.getByText('Your attendance: No-show')).toBeDefined();
    expect(screen.getByText('The host marked you absent.')).toBeDefined();
  });

  it('shows nothing to a player outside the checkInWindow with nothing to show, or to someone not playing', () => {
    renderCard(
      gameDetailFixture({
        viewer: { checkIn: { ...checkInWindow, checkedInAt: null, outcome: null, outcomeReason: null } },
      }),
    );
    expect(screen.queryByRole('region', { name: 'Check-in' })).toBeNull();
    cleanup();
    renderCard(gameDetailFixture({ abilities: { canCheckIn: true } }));
    expect(screen.queryByRole('region', { name: 'Check-in' })).toBeNull();
  });
});
