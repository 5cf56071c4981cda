import type { GameAttendance } from '@rally/shared/games/attendance.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttendanceSection } from './attendance-section.tsx';
import { gameDetailFixture } from './game-detail.fixture.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const person = (id: string, name: string) => ({ id, name, username: name.toLowerCase(), avatarUrl: null });

/** The host's list: the host checked in, Pat not yet, and Lee left within two hours of the start. */
const attendance: GameAttendance = {
  opensAt: '2026-12-01T18:00:00.000Z',
  closesAt: '2026-12-01T19:30:00.000Z',
  editableUntil: '2026-12-03T18:30:00.000Z',
  settled: false,
  players: [
    {
      ...person('host-1', 'Hana Host'),
      isHost: true,
      checkedInAt: '2026-12-01T18:10:00.000Z',
      mark: null,
      outcome: null,
    },
    { ...person('p-2', 'Pat Player'), isHost: false, checkedInAt: null, mark: 'absent', outcome: null },
  ],
  lateCancellations: [{ ...person('p-3', 'Lee Left'), leftAt: '2026-12-01T17:00:00.000Z' }],
};

function renderSection(canMarkAttendance: boolean, sent: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return json(attendance);
      sent.push(`${method} ${path}${init?.body ? ` ${String(init.body)}` : ''}`);
      return json({ message: 'Done' });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AttendanceSection game={gameDetailFixture({ relation: 'host', abilities: { canMarkAttendance } })} />
    </QueryClientProvider>,
  );
}

// The first answer waits for the response's schema to load (checked in development): seconds on a busy machine.
const LOADED = { timeout: 10_000 };

describe('AttendanceSection', { timeout: 20_000 }, () => {
  it('shows the host who checked in and their marks, and marks a player present', async () => {
    const sent: string[] = [];
    renderSection(true, sent);
    const section = screen.getByRole('region', { name: 'Attendance' });
    expect(await within(section).findByText(/1 of 2 checked in\./, {}, LOADED)).toBeDefined();
    const players = within(section).getByRole('list', { name: "Players' attendance" });
    expect(within(players).getByText('Not checked in')).toBeDefined();
    expect(
      within(players).getByRole('button', { name: 'Mark Pat Player absent' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(players).getByRole('button', { name: 'Mark Pat Player present' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        expect.stringMatching(/^PUT .*\/api\/games\/game-1\/attendance\/p-2 \{"mark":"present"\}$/),
      ]),
    );
  });

  it('lists players who left late apart, and excuses one', async () => {
    const sent: string[] = [];
    renderSection(true, sent);
    const late = await screen.findByRole('list', { name: 'Late cancellations' }, LOADED);
    expect(within(late).getByText('Lee Left', { selector: 'p' })).toBeDefined();
    fireEvent.click(within(late).getByRole('button', { name: 'Excuse Lee Left' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        expect.stringMatching(/^DELETE .*\/api\/games\/game-1\/late-cancellations\/p-3$/),
      ]),
    );
  });

  it('shows nothing to someone the server does not let mark attendance', () => {
    const sent: string[] = [];
    renderSection(false, sent);
    expect(screen.queryByRole('region', { name: 'Attendance' })).toBeNull();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
