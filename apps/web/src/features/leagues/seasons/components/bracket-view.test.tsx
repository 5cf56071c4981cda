import type { SeasonBracket } from '@rally/shared/seasons/results.schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BracketView } from './bracket-view.tsx';

afterEach(cleanup);

const team = (n: number) => ({ id: `team-${n}`, name: `Team ${n}`, colour: '#15803d' });

type Game = SeasonBracket['games'][number];
const game = (fields: Partial<Game> & Pick<Game, 'round' | 'slot' | 'roundName'>): Game => ({
  isThirdPlace: false,
  fixtureId: null,
  home: null,
  away: null,
  homeScore: null,
  awayScore: null,
  winnerTeamId: null,
  startsAt: null,
  ...fields,
});

const seeded: SeasonBracket = {
  size: 4,
  thirdPlace: true,
  games: [
    game({
      round: 1,
      slot: 0,
      roundName: 'Semi-final',
      home: team(1),
      away: team(4),
      homeScore: 3,
      awayScore: 1,
      winnerTeamId: 'team-1',
    }),
    game({ round: 1, slot: 1, roundName: 'Semi-final', home: team(2), away: team(3) }),
    game({ round: 2, slot: 0, roundName: 'Final', home: team(1) }),
    game({ round: 2, slot: 0, roundName: 'Third place', isThirdPlace: true, away: team(4) }),
  ],
  champion: null,
};

describe('BracketView', () => {
  it('names where a team not known yet comes from', () => {
    render(<BracketView bracket={seeded} />);
    const final = screen.getByRole('article', { name: 'Final' });
    expect(within(final).getByText('Team 1')).toBeTruthy();
    expect(within(final).getByText('Winner of Semi-final 2')).toBeTruthy();
    const third = screen.getByRole('article', { name: 'Third place' });
    expect(within(third).getByText('Loser of Semi-final 1')).toBeTruthy();
    expect(within(third).getByText('Team 4')).toBeTruthy();
  });

  it('marks the winner in words, not only by colour, beside the score', () => {
    render(<BracketView bracket={seeded} />);
    const semi = screen.getByRole('article', { name: 'Semi-final 1' });
    const winner = within(semi).getByText('Team 1').closest('li');
    expect(winner?.textContent).toBe('Team 1 (winner)3');
    expect(within(semi).getByText('Team 4').closest('li')?.textContent).toBe('Team 41');
  });

  it('shows the rounds in order, as columns, and the champion with a trophy once there is one', () => {
    render(
      <BracketView
        bracket={{
          ...seeded,
          games: seeded.games.map((each) =>
            each.roundName === 'Final'
              ? { ...each, away: team(2), homeScore: 2, awayScore: 2, winnerTeamId: 'team-2' }
              : each,
          ),
          champion: team(2),
        }}
      />,
    );
    const rounds = within(screen.getByRole('list', { name: 'Playoff rounds' })).getAllByRole('heading', {
      level: 3,
    });
    expect(rounds.map((each) => each.textContent)).toEqual(['Semi-final', 'Final']);
    expect(screen.getByText('Team 2: champions')).toBeTruthy();
  });

  it('says "To be decided" in the first round before the bracket is seeded', () => {
    render(
      <BracketView
        bracket={{
          ...seeded,
          games: [game({ round: 1, slot: 0, roundName: 'Final' })],
          size: 2,
          thirdPlace: false,
        }}
      />,
    );
    expect(within(screen.getByRole('article', { name: 'Final' })).getAllByText('To be decided')).toHaveLength(
      2,
    );
  });
});
