import { RELIABILITY_FORMULA_TEXT } from '@rally/shared/games/attendance-record';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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

describe('GameRoster', () => {
  it('links each player to their profile, host first, and lets the host remove a player after confirming', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        asked.push(`${init?.method} ${path}`);
        return json({ message: 'Player removed from the game' });
      }),
    );
    renderRoster(
      gameDetailFixture({ relation: 'host', abilities: { canRemovePlayers: true, canSeeRoster: true } }),
    );
    const rows = within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Hana Host' })
        .getAttribute('href'),
    ).toBe('/profile/host-1');
    expect(within(rows[0] as HTMLElement).getByText('Host')).toBeDefined();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Unknown Player' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Unknown Player' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Unknown Player?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove player' }));
    await vi.waitFor(() => expect(asked).toEqual(['DELETE /api/games/game-1/players/p-2']));
  });

  it('offers no Remove buttons to anyone but the host', () => {
    renderRoster(gameDetailFixture({ relation: 'participant', abilities: { canSeeRoster: true } }));
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it("shows each player's fair-play level beside their name", () => {
    const base = gameDetailFixture();
    const [host, player] = base.participants;
    if (!host || !player) throw new Error('the fixture has a host and a player');
    renderRoster(
      gameDetailFixture({
        abilities: { canSeeRoster: true },
        participants: [
          { ...host, fairPlayLevel: 'great' },
          { ...player, fairPlayLevel: 'new' },
        ],
      }),
    );
    const rows = within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem');
    const levelIn = (row: HTMLElement | undefined) =>
      row?.querySelector('[data-fair-play-level]')?.textContent;
    expect(levelIn(rows[0])).toBe('Fair play: Great');
    expect(levelIn(rows[1])).toBe('Fair play: New');
  });

  it("shows a player's reliability beside their name and states its formula under the list", () => {
    const base = gameDetailFixture();
    const [host, player] = base.participants;
    if (!host || !player) throw new Error('the fixture has a host and a player');
    renderRoster(
      gameDetailFixture({
        abilities: { canSeeRoster: true },
        participants: [
          host,
          { ...player, record: { attended: 8, noShows: 1, lateCancellations: 2, reliability: 80 } },
        ],
      }),
    );
    expect(screen.getByText('80% reliable')).toBeDefined();
    expect(screen.getByText(RELIABILITY_FORMULA_TEXT)).toBeDefined();
  });

  it('states no formula when nobody on the roster has a record yet', () => {
    renderRoster(gameDetailFixture({ abilities: { canSeeRoster: true } }));
    expect(screen.queryByText(/reliable/)).toBeNull();
    expect(screen.queryByText(RELIABILITY_FORMULA_TEXT)).toBeNull();
  });
});
