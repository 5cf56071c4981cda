import type { LeagueGameRequest } from '@rally/shared/leagues/league-games.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ReportResultDialog } from './report-result-dialog.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const leagueA = { id: '11111111-1111-4111-8111-111111111111', name: 'Aces', sport: 'tennis' };
const leagueB = { id: '22222222-2222-4222-8222-222222222222', name: 'Blazers', sport: 'tennis' };

const request: LeagueGameRequest = {
  id: '33333333-3333-4333-8333-333333333333',
  title: 'Derby',
  gameType: 'casual',
  date: '2026-12-05',
  time: '18:30',
  timeZone: 'UTC',
  startsAt: '2026-12-05T18:30:00.000Z',
  location: 'Riverside Courts',
  description: null,
  maxPlayersPerTeam: 10,
  status: 'approved',
  gameStatus: 'scheduled',
  requestingLeague: leagueA,
  targetLeague: leagueB,
  requester: { id: 'u1', name: 'Ana', username: 'ana', avatarUrl: null },
  respondedAt: '2026-11-23T10:00:00.000Z',
  gameId: 'g1',
  result: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  canRespond: false,
  canReport: true,
  canCancel: true,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportResultDialog leagueId={leagueA.id} request={request} />
      <Toaster />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Report Result of Derby' }));
  return screen.getByRole('dialog', { name: 'Report Result' });
}

describe('ReportResultDialog', () => {
  it('asks for a winner before sending anything', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const dialog = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report Result' }));
    expect(within(dialog).getByText('Please select a winner.')).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the winner and scores, says Game Result Reported and closes', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        sent.push({ path, body: JSON.parse(String(init?.body)) });
        return json({ message: 'Game Result Reported' });
      }),
    );
    const dialog = renderDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Blazers' }));
    fireEvent.change(within(dialog).getByLabelText("Winner's score (optional)"), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText("Loser's score (optional)"), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report Result' }));
    expect(await screen.findByText('Game Result Reported')).toBeDefined();
    expect(sent).toEqual([
      {
        path: `/api/leagues/${leagueA.id}/game-requests/${request.id}/result`,
        body: { winnerLeagueId: leagueB.id, scoreWinner: 4, scoreLoser: 2, notes: null },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report Result' })).toBeNull());
  });

  it('refuses a negative score', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const dialog = renderDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Aces' }));
    fireEvent.change(within(dialog).getByLabelText("Winner's score (optional)"), { target: { value: '-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report Result' }));
    expect(within(dialog).getByText('Scores cannot be negative.')).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
