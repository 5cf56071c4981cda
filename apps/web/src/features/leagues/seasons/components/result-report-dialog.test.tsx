import type { Fixture } from '@rally/shared/seasons/fixtures.schemas';
import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { FixtureResult } from './fixture-result.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const person = (id: string, name: string) => ({ id, name, username: name.toLowerCase(), avatarUrl: null });
const aces = { id: '11111111-1111-4111-8111-111111111111', name: 'Aces', colour: '#1d4ed8' };
const blazers = { id: '22222222-2222-4222-8222-222222222222', name: 'Blazers', colour: '#b91c1c' };

const season = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Spring 2026',
  statLabel: 'Goals',
  league: { id: '44444444-4444-4444-8444-444444444444', name: 'Thursday Five', sport: 'soccer' },
  teams: [
    {
      ...aces,
      captain: person('u1', 'Ana'),
      players: [person('u1', 'Ana'), person('u2', 'Ben')],
      playerCount: 2,
    },
    { ...blazers, captain: person('u3', 'Cleo'), players: [person('u3', 'Cleo')], playerCount: 1 },
  ],
} as unknown as SeasonDetail;

const fixture = (fields: Partial<Fixture> = {}): Fixture => ({
  id: '55555555-5555-4555-8555-555555555555',
  stage: 'regular',
  round: 3,
  bracketSlot: null,
  isThirdPlace: false,
  home: aces,
  away: blazers,
  date: '2026-11-26',
  time: '19:00',
  timeZone: 'UTC',
  startsAt: '2026-11-26T19:00:00.000Z',
  venue: { name: 'Riverside', latitude: null, longitude: null },
  gameId: null,
  result: {
    homeScore: null,
    awayScore: null,
    winnerTeamId: null,
    status: 'none',
    reportedForTeamId: null,
    reportedAt: null,
    disputeReason: null,
  },
  can: { move: false, report: true, confirm: false, dispute: false, settle: false },
  ...fields,
});

beforeEach(() => {
  // The players' checkboxes measure themselves; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openReport(shown: Fixture) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FixtureResult fixture={shown} season={season} />
      <Toaster />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Report score for Aces v Blazers' }));
  return screen.getByRole('dialog', { name: 'Report score' });
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('the report dialog', () => {
  it('labels the scores with the team names and refuses anything but whole numbers from 0 to 999', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const dialog = openReport(fixture());
    for (const [home, away] of [
      ['', '2'],
      ['1.5', '2'],
      ['-1', '2'],
      ['1000', '2'],
    ] as const) {
      type(dialog, 'Aces score', home);
      type(dialog, 'Blazers score', away);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(within(dialog).getByRole('alert').textContent).toBe('Scores are whole numbers from 0 to 999.');
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks who went through when a playoff ends level, and sends nothing until it is answered', async () => {
    const fetch = vi.fn().mockResolvedValue(json({}));
    vi.stubGlobal('fetch', fetch);
    const dialog = openReport(fixture({ stage: 'playoff', bracketSlot: 0 }));
    type(dialog, 'Aces score', '2');
    type(dialog, 'Blazers score', '2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const question = within(dialog).getByRole('group', { name: 'Who went through?' });
    expect(within(question).getByRole('alert').textContent).toMatch(/choose the team that went through/);
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(within(question).getByRole('radio', { name: 'Blazers' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const body = JSON.parse(fetch.mock.calls[0]?.[1]?.body as string);
    expect(body).toMatchObject({ homeScore: 2, awayScore: 2, winnerTeamId: blazers.id });
  });

  it('sends every player as having played by default, with their stat', async () => {
    const fetch = vi.fn().mockResolvedValue(json({}));
    vi.stubGlobal('fetch', fetch);
    const dialog = openReport(fixture());
    type(dialog, 'Aces score', '3');
    type(dialog, 'Blazers score', '1');
    type(dialog, 'Ana: Goals', '2');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ben played' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/season-fixtures/${fixture().id}/result`);
    expect(JSON.parse(init.body as string)).toEqual({
      homeScore: 3,
      awayScore: 1,
      winnerTeamId: null,
      players: [
        { userId: 'u1', stat: 2 },
        { userId: 'u3', stat: 0 },
      ],
    });
  });

  it('shows the server’s refusal inside the dialog', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        json(
          {
            code: 'forbidden',
            message: "Only the teams' captains or the organisers can report this score",
          },
          403,
        ),
      ),
    );
    const dialog = openReport(fixture());
    type(dialog, 'Aces score', '3');
    type(dialog, 'Blazers score', '1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "Only the teams' captains or the organisers can report this score",
    );
  });
});

describe('FixtureResult', () => {
  it('shows a reported score as awaiting confirmation, with Confirm and Dispute for the other captain', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FixtureResult
          fixture={fixture({
            result: {
              ...fixture().result,
              homeScore: 3,
              awayScore: 1,
              status: 'reported',
              reportedForTeamId: aces.id,
            },
            can: { move: false, report: false, confirm: true, dispute: true, settle: false },
          })}
          season={season}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Score: Aces 3, Blazers 1')).toBeTruthy();
    expect(screen.getByText('Result awaiting confirmation')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm the score of Aces v Blazers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dispute the score of Aces v Blazers' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Report score/ })).toBeNull();
  });
});

describe('the dispute dialog', () => {
  it('asks what is wrong before sending, then sends the reason', async () => {
    const fetch = vi.fn().mockResolvedValue(json({}));
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FixtureResult
          fixture={fixture({
            result: {
              ...fixture().result,
              homeScore: 3,
              awayScore: 1,
              status: 'reported',
              reportedForTeamId: aces.id,
            },
            can: { move: false, report: false, confirm: true, dispute: true, settle: false },
          })}
          season={season}
        />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dispute the score of Aces v Blazers' }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute score' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dispute score' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Say what is wrong with the reported score.');
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('What is wrong with the score?'), {
      target: { value: 'It finished 2-2.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dispute score' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/season-fixtures/${fixture().id}/result/dispute`);
    expect(JSON.parse(init.body as string)).toEqual({ reason: 'It finished 2-2.' });
  });
});
