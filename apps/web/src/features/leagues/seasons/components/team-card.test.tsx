import type { SeasonDetail, SeasonTeam } from '@rally/shared/seasons/seasons.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ViewerIdProvider } from '../../../../components/safety/viewer-id.tsx';
import { TeamCard } from './team-card.tsx';

afterEach(cleanup);

const person = (id: string, name: string) => ({ id, name, username: id, avatarUrl: null });

const aces: SeasonTeam = {
  id: 'team-aces',
  name: 'Aces',
  colour: '#1d4ed8',
  captain: person('cap', 'Casey Captain'),
  players: [person('cap', 'Casey Captain'), person('pat', 'Pat Player')],
  playerCount: 2,
};

function season(
  viewer: Partial<SeasonDetail['viewer']>,
  overrides: Partial<SeasonDetail> = {},
): SeasonDetail {
  const can = {
    edit: false,
    manageTeams: false,
    generateFixtures: false,
    seedPlayoffs: false,
    delete: false,
    joinTeam: false,
    askForPlacement: false,
  };
  return {
    id: 'season-1',
    name: 'Spring',
    startDate: '2027-03-01',
    endDate: '2027-05-31',
    format: 'single_round_robin',
    points: { win: 3, draw: 1, loss: 0 },
    tiebreakers: ['head_to_head', 'score_difference', 'scored'],
    playoffTeams: 0,
    thirdPlaceGame: false,
    registration: 'open',
    rosterSize: 3,
    statLabel: null,
    matchWeekdays: [4],
    matchTimes: ['19:00'],
    timeZone: 'UTC',
    venues: [{ name: 'Riverside Park', latitude: null, longitude: null }],
    stage: 'setup',
    fixturesGeneratedAt: null,
    firstKickoffAt: null,
    rulesLocked: false,
    rostersLocked: false,
    champion: null,
    league: { id: 'league-1', name: 'Thursday Five', sport: 'soccer' },
    teams: [aces],
    placementRequests: [],
    viewer: {
      isOrganiser: false,
      isMember: true,
      teamId: null,
      captainOfTeamId: null,
      hasAskedForPlacement: false,
      ...viewer,
      can: { ...can, ...viewer.can },
    },
    feeds: { season: '/feed.ics', teams: {} },
    createdAt: '2027-01-01T00:00:00Z',
    ...overrides,
  };
}

function renderCard(detail: SeasonDetail, viewerId: string, team: SeasonTeam = aces) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ViewerIdProvider viewerId={viewerId}>
          <TeamCard season={detail} team={team} available={[]} />
        </ViewerIdProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('TeamCard', () => {
  it('gives an organiser edit, delete, add and remove (not for the captain) before the fixtures', () => {
    renderCard(
      season({ isOrganiser: true, can: { manageTeams: true } as SeasonDetail['viewer']['can'] }),
      'org',
    );
    expect(screen.getByRole('button', { name: 'Edit Aces' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Aces' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a player to Aces' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Pat Player from Aces' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Casey Captain from Aces' })).toBeNull();
  });

  it('gives the captain their roster and name but no delete, and nothing once rosters lock', () => {
    renderCard(season({ teamId: 'team-aces', captainOfTeamId: 'team-aces' }), 'cap');
    expect(screen.getByRole('button', { name: 'Edit Aces' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Aces' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a player to Aces' })).toBeTruthy();
    cleanup();
    renderCard(season({ teamId: 'team-aces', captainOfTeamId: 'team-aces' }, { rostersLocked: true }), 'cap');
    expect(screen.queryByRole('button', { name: 'Add a player to Aces' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('offers a member Join while registration is open, disabled as Full when the roster is', () => {
    renderCard(season({ can: { joinTeam: true } as SeasonDetail['viewer']['can'] }), 'sam');
    expect((screen.getByRole('button', { name: 'Join Aces' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    const full = { ...aces, players: [...aces.players, person('kim', 'Kim')], playerCount: 3 };
    renderCard(season({ can: { joinTeam: true } as SeasonDetail['viewer']['can'] }), 'sam', full);
    expect((screen.getByRole('button', { name: 'Full' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit Aces' })).toBeNull();
  });
});
