import type { GameFixture } from '@rally/shared/games/games.schemas';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LeagueFixturePanel } from './league-fixture-panel.tsx';

afterEach(cleanup);

const fixture: GameFixture = {
  fixtureId: 'f1',
  leagueId: 'league-1',
  leagueName: 'Thursday Five',
  seasonId: 'season-1',
  seasonName: 'Spring 2026',
  stage: 'regular',
  round: 3,
  isThirdPlace: false,
  roundName: 'Round 3',
  home: { id: 't1', name: 'Aces', colour: '#1d4ed8' },
  away: { id: 't2', name: 'Blazers', colour: '#b91c1c' },
  homeScore: null,
  awayScore: null,
  resultStatus: 'none',
};

const renderPanel = (shown: GameFixture) =>
  render(
    <MemoryRouter>
      <LeagueFixturePanel fixture={shown} />
    </MemoryRouter>,
  );

describe('LeagueFixturePanel', () => {
  it('names the league, the season and the round, and leads to the season’s fixtures', () => {
    renderPanel(fixture);
    expect(screen.getByRole('region', { name: 'League fixture' }).textContent).toContain(
      'Thursday Five · Spring 2026 · Round 3',
    );
    expect(screen.getByRole('link', { name: 'Spring 2026' }).getAttribute('href')).toBe(
      '/leagues/league-1/seasons/season-1?tab=fixtures',
    );
    expect(screen.getByText('Aces v Blazers')).toBeTruthy();
  });

  it('shows the score once reported, and says when it still waits for the other captain', () => {
    renderPanel({ ...fixture, homeScore: 3, awayScore: 1, resultStatus: 'reported' });
    expect(screen.getByText(', score Aces 3, Blazers 1')).toBeTruthy();
    expect(screen.getByText('Result awaiting confirmation')).toBeTruthy();
  });

  it('names a playoff game by its place in the bracket, as the server names it', () => {
    renderPanel({ ...fixture, stage: 'playoff', round: 2, roundName: 'Semi-final' });
    expect(screen.getByRole('region', { name: 'League fixture' }).textContent).toContain(
      'Thursday Five · Spring 2026 · Semi-final',
    );
  });
});
