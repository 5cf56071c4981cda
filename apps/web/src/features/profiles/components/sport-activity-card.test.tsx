import type { SportActivity } from '@rally/shared/profiles/profiles.schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SportActivityCard } from './sport-activity-card.tsx';

afterEach(cleanup);

const activity = (
  sport: string,
  results: Pick<SportActivity, 'wins' | 'losses' | 'draws'>,
): SportActivity => ({
  sport,
  timesPlayed: 5,
  lastPlayed: '2026-11-20T18:00:00.000Z',
  barPercent: 25,
  ...results,
});

// The profile's sport activity carries each sport's recorded results (issue 27 §4).
describe('SportActivityCard', () => {
  it('shows wins, losses and draws under each sport that has a recorded result', () => {
    render(
      <SportActivityCard
        isOwn={false}
        activities={[
          activity('soccer', { wins: 3, losses: 1, draws: 0 }),
          activity('basketball', { wins: 1, losses: 0, draws: 1 }),
        ]}
      />,
    );
    const [soccer, basketball] = screen.getAllByRole('listitem');
    expect(within(soccer as HTMLElement).getByText('3 wins · 1 loss · 0 draws')).toBeDefined();
    expect(within(basketball as HTMLElement).getByText('1 win · 0 losses · 1 draw')).toBeDefined();
  });

  it('shows no results line for a sport played without a recorded result', () => {
    render(<SportActivityCard isOwn activities={[activity('tennis', { wins: 0, losses: 0, draws: 0 })]} />);
    expect(screen.getByText('Played 5 times')).toBeDefined();
    expect(screen.queryByText(/wins?\b|losses|draws?\b/)).toBeNull();
  });
});
