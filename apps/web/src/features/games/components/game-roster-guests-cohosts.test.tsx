import { EMPTY_ATTENDANCE_RECORD } from '@rally/shared/games/attendance-record';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameDetailFixture } from './game-detail.fixture.ts';
import { GameRoster } from './game-roster.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderRoster = (game: ReturnType<typeof gameDetailFixture>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <GameRoster game={game} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const host = { id: 'host-1', name: 'Hana Host', username: 'hana', avatarUrl: null };
const pat = { id: 'p-2', name: 'Pat Player', username: 'pat', avatarUrl: null };
const cody = { id: 'p-3', name: 'Cody Cohost', username: 'cody', avatarUrl: null };
const joinedAt = '2026-11-21T10:00:00.000Z';

const record = EMPTY_ATTENDANCE_RECORD;
const shown = { record, fairPlayLevel: 'new' as const, canInteract: true };
const participants = (patGuestsRemovable: boolean) => [
  { ...host, joinedAt, isHost: true, isCohost: false, guests: [], ...shown },
  {
    ...pat,
    joinedAt,
    ...shown,
    isHost: false,
    isCohost: false,
    guests: [{ id: 'g-1', name: 'Sam', canRemove: patGuestsRemovable }],
  },
  { ...cody, joinedAt, isHost: false, isCohost: true, guests: [], ...shown },
];

describe('GameRoster with guests and co-hosts', () => {
  it('shows each guest under their player and the co-host badge, to anyone who sees the roster', () => {
    renderRoster(gameDetailFixture({ participants: participants(false), abilities: { canSeeRoster: true } }));

    const guests = screen.getByRole('list', { name: 'Guests of Pat Player' });
    expect(within(guests).getByText('+1 Sam')).toBeDefined();
    expect(within(guests).queryByRole('button')).toBeNull();
    expect(screen.getByText('Co-host')).toBeDefined();
    expect(screen.queryByRole('button', { name: /co-host/ })).toBeNull();
  });

  it('gives the host Make co-host and Remove co-host, naming the player, and calls the server', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        asked.push(`${init?.method} ${path}`);
        return json({ message: 'Co-host added' });
      }),
    );
    renderRoster(
      gameDetailFixture({
        relation: 'host',
        participants: participants(true),
        abilities: { canSeeRoster: true, canRemovePlayers: true, canManageCohosts: true },
      }),
    );

    expect(screen.getByRole('button', { name: 'Remove co-host Cody Cohost' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Make co-host Pat Player' }));
    await waitFor(() => expect(asked).toEqual(['PUT /api/games/game-1/cohosts/p-2']));
  });

  it("lets a co-host remove a player and a guest, but not the host's other co-hosts", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        asked.push(`${init?.method} ${path}`);
        return json({ message: 'Guest removed' });
      }),
    );
    renderRoster(
      gameDetailFixture({
        participants: participants(true),
        abilities: { canSeeRoster: true, canRemovePlayers: true },
        viewer: { isCohost: true },
      }),
    );

    expect(screen.getByRole('button', { name: 'Remove Pat Player' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Remove Cody Cohost' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove guest Sam' }));
    await waitFor(() => expect(asked).toEqual(['DELETE /api/games/game-1/guests/g-1']));
  });

  it('offers Add guest when the server allows it, refusing a blank name before asking', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json({ message: 'Guest added' });
      }),
    );
    renderRoster(
      gameDetailFixture({
        abilities: { canSeeRoster: true, canAddGuests: true },
        rules: {
          minPlayers: null,
          decisionHours: 2,
          joinDeadlineHours: null,
          leaveDeadlineHours: null,
          guestsPerPlayer: 2,
          joinBy: null,
          leaveBy: null,
        },
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Add guest' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Please enter your guest's name.");
    fireEvent.change(screen.getByRole('textbox', { name: 'Bring a guest' }), { target: { value: '  Sam ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add guest' }));
    await waitFor(() => expect(bodies).toEqual([{ name: 'Sam' }]));
  });
});
