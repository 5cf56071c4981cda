import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decisionText, GameDecisionStatus } from './game-decision-status.tsx';

const pending = {
  minPlayers: 8,
  playing: 5,
  decidesAt: '2026-12-01T17:00:00.000Z',
  state: 'pending' as const,
  reason: null,
};

describe('where a game with a minimum stands', () => {
  it('says how many are needed and when it is decided, on the game’s own clock', () => {
    expect(decisionText(pending, 'Europe/London')).toBe('5 of 8 needed · decided Tue 17:00');
    expect(decisionText(pending, 'America/New_York')).toBe('5 of 8 needed · decided Tue 12:00');
  });

  it('says "Game on" once it goes ahead, and "Called off" with the reason on the page', () => {
    expect(decisionText({ ...pending, state: 'on', playing: 8 }, 'UTC')).toBe('Game on');
    render(
      <GameDecisionStatus
        withReason
        game={{
          timeZone: 'UTC',
          decision: { ...pending, state: 'called-off', reason: 'Not enough players: 5 of 8 needed' },
        }}
      />,
    );
    expect(screen.getByText('Called off')).toBeTruthy();
    expect(screen.getByText('Not enough players: 5 of 8 needed')).toBeTruthy();
  });

  it('shows nothing for a game without a minimum', () => {
    const { container } = render(<GameDecisionStatus game={{ timeZone: 'UTC', decision: null }} />);
    expect(container.textContent).toBe('');
  });
});
