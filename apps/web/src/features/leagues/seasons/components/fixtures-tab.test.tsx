import type { Fixture, FixtureList, FixtureRound } from '@rally/shared/seasons/fixtures.schemas';
import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { formatSeasonDay } from '../lib/season-dates.ts';
import { FixturesTab } from './fixtures-tab.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const aces = { id: '11111111-1111-4111-8111-111111111111', name: 'Aces', colour: '#1d4ed8' };
const blazers = { id: '22222222-2222-4222-8222-222222222222', name: 'Blazers', colour: '#b91c1c' };
const comets = { id: '66666666-6666-4666-8666-666666666666', name: 'Comets', colour: '#15803d' };
const seasonId = '33333333-3333-4333-8333-333333333333';

const season = {
  id: seasonId,
  name: 'Spring 2027',
  format: 'single_round_robin',
  playoffTeams: 2,
  timeZone: 'UTC',
  league: { id: '44444444-4444-4444-8444-444444444444', name: 'Thursday Five', sport: 'soccer' },
  teams: [aces, blazers, comets].map((team) => ({ ...team, captain: null, players: [], playerCount: 0 })),
  viewer: {
    isOrganiser: false,
    isMember: true,
    teamId: aces.id,
    captainOfTeamId: null,
    hasAskedForPlacement: false,
    can: {
      edit: false,
      manageTeams: false,
      generateFixtures: false,
      seedPlayoffs: false,
      delete: false,
      joinTeam: false,
      askForPlacement: false,
    },
  },
} as unknown as SeasonDetail;

const rounds: FixtureRound[] = [
  ['regular', 1, 'Round 1', '2027-03-04'],
  ['regular', 2, 'Round 2', '2027-03-11'],
  ['regular', 3, 'Round 3', '2027-03-18'],
  ['playoff', 1, 'Final', '2027-03-25'],
].map(([stage, round, name, date]) => ({
  stage: stage as FixtureRound['stage'],
  round: round as number,
  name: name as string,
  date: date as string,
  startsAt: `${date}T19:00:00.000Z`,
  fixtures: 1,
  counted: 0,
}));

const fixtureOf = (round: FixtureRound, home = aces, away = blazers): Fixture => ({
  id: `77777777-7777-4777-8777-77777777777${round.round + (round.stage === 'playoff' ? 5 : 0)}`,
  stage: round.stage,
  round: round.round,
  bracketSlot: round.stage === 'playoff' ? 0 : null,
  isThirdPlace: false,
  home,
  away,
  date: round.date,
  time: '19:00',
  timeZone: 'UTC',
  startsAt: round.startsAt,
  venue: { name: 'Riverside Park', latitude: null, longitude: null },
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
  can: { move: false, report: false, confirm: false, dispute: false, settle: false },
});

/** The server, as far as the tab asks it: the current round is round 2. */
function answer(url: URL): FixtureList {
  const feeds = { season: 'http://127.0.0.1/api/calendar/seasons/t.ics', teams: [] };
  const team = url.searchParams.get('team');
  if (team) {
    return {
      view: { kind: 'team', teamId: team },
      rounds,
      fixtures: rounds.map((round) => fixtureOf(round)),
      feeds,
    };
  }
  const stage = url.searchParams.get('stage') ?? 'regular';
  const number = Number(url.searchParams.get('round') ?? 2);
  const round = rounds.find((each) => each.stage === stage && each.round === number)!;
  return {
    view: { kind: 'round', stage: round.stage, round: round.round },
    rounds,
    fixtures: [fixtureOf(round, round.round === 3 ? comets : aces)],
    feeds,
  };
}

function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function renderTab(search = '?tab=fixtures') {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      return json(answer(url));
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/leagues/l/seasons/s${search}`]}>
        <FixturesTab season={season} />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return asked;
}

const roundPicker = () => screen.getByLabelText('Round') as HTMLSelectElement;
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Fixtures tab', () => {
  it("opens on the server's current round, listing every round by name and first day", async () => {
    const asked = renderTab();
    await screen.findByRole('heading', { name: /^Round 2/ });
    expect(asked[0]?.search).toBe('');
    // By name and first day, in the viewer's own words for the day.
    expect([...roundPicker().options].map((option) => option.textContent)).toEqual(
      rounds.map((round) => `${round.name} · ${formatSeasonDay(round.date)}`),
    );
    expect(roundPicker().options[0]?.textContent).toMatch(/^Round 1 · Thu.* 4 March|^Round 1 · Thu.*March 4/);
    expect(roundPicker().value).toBe('regular-2');
  });

  it('moves a round on and back, asking the server for that round and keeping it in the address', async () => {
    const asked = renderTab();
    await screen.findByRole('heading', { name: /^Round 2/ });
    fireEvent.click(screen.getByRole('button', { name: 'Next round' }));
    await screen.findByRole('heading', { name: /^Round 3/ });
    expect(screen.getByText('Comets')).toBeTruthy();
    expect(asked.at(-1)?.search).toBe('?stage=regular&round=3');
    expect(address()).toBe('?tab=fixtures&stage=regular&round=3');

    fireEvent.change(roundPicker(), { target: { value: 'playoff-1' } });
    await screen.findByRole('heading', { name: 'Final' });
    expect(address()).toBe('?tab=fixtures&stage=playoff&round=1');
    expect((screen.getByRole('button', { name: 'Next round' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous round' }));
    await screen.findByRole('heading', { name: /^Round 3/ });
  });

  it('opens the round the address names, as after a reload or from a shared link', async () => {
    const asked = renderTab('?tab=fixtures&stage=regular&round=1');
    await screen.findByRole('heading', { name: /^Round 1/ });
    expect(asked[0]?.search).toBe('?stage=regular&round=1');
    expect((screen.getByRole('button', { name: 'Previous round' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("asks for the player's team's fixtures, and back to the current round", async () => {
    const asked = renderTab();
    await screen.findByRole('heading', { name: /^Round 2/ });
    fireEvent.click(screen.getByRole('checkbox', { name: "My team's fixtures" }));
    await screen.findByRole('heading', { name: 'Final' });
    expect(asked.at(-1)?.search).toBe(`?team=${aces.id}`);
    expect(address()).toBe(`?tab=fixtures&team=${aces.id}`);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);

    fireEvent.click(screen.getByRole('checkbox', { name: "My team's fixtures" }));
    await waitFor(() => expect(address()).toBe('?tab=fixtures'));
    await screen.findByRole('heading', { name: /^Round 2/ });
  });
});
