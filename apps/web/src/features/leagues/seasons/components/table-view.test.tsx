import type { SeasonTable } from '@rally/shared/seasons/results.schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TableView, tiebreakersText } from './table-view.tsx';

afterEach(cleanup);

const row = (position: number, name: string, form: SeasonTable['rows'][number]['form']) => ({
  position,
  team: { id: `team-${position}`, name, colour: '#1d4ed8' },
  played: 3,
  won: 2,
  drawn: 1,
  lost: 0,
  scored: 7,
  conceded: 2,
  difference: 5,
  points: 7,
  form,
});

const table: SeasonTable = {
  rows: [
    row(1, 'Aces', ['W', 'D', 'L']),
    row(2, 'Blazers', ['L']),
    row(3, 'Comets', []),
    row(4, 'Dragons', []),
  ],
  points: { win: 3, draw: 1, loss: 0 },
  tiebreakers: ['head_to_head', 'score_difference', 'scored'],
  playoffTeams: 2,
  finalAt: null,
};

describe('TableView', () => {
  it('explains every short column heading, on hover and to a screen reader', () => {
    render(<TableView table={table} caption="Spring 2026 table" />);
    const grid = screen.getByRole('table', { name: 'Spring 2026 table' });
    for (const name of [
      'Played',
      'Won',
      'Drawn',
      'Lost',
      'Scored (for)',
      'Conceded (against)',
      'Score difference',
      'Points',
    ]) {
      expect(within(grid).getByRole('columnheader', { name })).toBeTruthy();
    }
    expect(grid.querySelector('abbr[title="Played"]')?.textContent).toBe('P');
    expect(grid.querySelector('abbr[title="Score difference"]')?.textContent).toBe('GD');
  });

  it('reads a team’s form as words, oldest first, and says when there is none', () => {
    render(<TableView table={table} caption="Table" />);
    const aces = screen.getByRole('row', { name: /Aces/ });
    expect(within(aces).getByText('Won, Drew, Lost')).toBeTruthy();
    const comets = screen.getByRole('row', { name: /Comets/ });
    expect(within(comets).getByText('No results yet')).toBeTruthy();
  });

  it('draws a line under the last playoff place and names the playoff places', () => {
    render(<TableView table={table} caption="Table" />);
    const marked = screen.getAllByRole('row').filter((each) => each.dataset.playoffLine === 'true');
    expect(marked.map((each) => within(each).getByRole('rowheader').textContent)).toEqual(['Blazers']);
    expect(within(screen.getByRole('row', { name: /Aces/ })).getByText('(playoff place)')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Comets/ })).queryByText('(playoff place)')).toBeNull();
    expect(screen.getByText('Playoffs: the top 2 go through to the playoffs.')).toBeTruthy();
  });

  it('shows no playoff line when the season has no playoffs', () => {
    render(<TableView table={{ ...table, playoffTeams: 0 }} caption="Table" />);
    expect(screen.getAllByRole('row').some((each) => each.dataset.playoffLine === 'true')).toBe(false);
    expect(screen.queryByText(/Playoffs:/)).toBeNull();
  });

  it('lists the tiebreakers in words, in the season’s order', () => {
    expect(tiebreakersText(['score_difference', 'head_to_head'])).toBe(
      'Level on points, teams are ranked by score difference, then head to head.',
    );
    render(<TableView table={table} caption="Table" />);
    expect(
      screen.getByText(
        /3 points for a win, 1 for a draw, 0 for a loss\. Level on points, teams are ranked by head to head, then score difference, then scored\./,
      ),
    ).toBeTruthy();
  });
});
