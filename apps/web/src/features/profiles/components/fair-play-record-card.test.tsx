import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FairPlayRecordCard } from './fair-play-record-card.tsx';

afterEach(cleanup);

describe('FairPlayRecordCard', () => {
  it('shows the level, what it comes from and how it is worked out', () => {
    render(
      <FairPlayRecordCard
        fairPlay={{
          level: 'great',
          settledGames: 12,
          reliability: 96,
          sportsmanship: { average: 4.75, count: 4 },
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Fair play' });
    expect(card.id).toBe('fair-play');
    expect(card.querySelector('[data-fair-play-level]')?.textContent).toBe('Fair play: Great');
    expect(within(card).getByText('12')).toBeDefined();
    expect(within(card).getByText('96%')).toBeDefined();
    expect(within(card).getByText('4.8 of 5 from 4 reviews')).toBeDefined();
    expect(within(card).getByText(/New: fewer than 5 settled games/)).toBeDefined();
  });

  it('reads plainly for a new player with nothing to judge by', () => {
    render(
      <FairPlayRecordCard
        fairPlay={{
          level: 'new',
          settledGames: 0,
          reliability: null,
          sportsmanship: { average: null, count: 0 },
        }}
      />,
    );
    expect(screen.getByText('None yet')).toBeDefined();
    expect(screen.getByText('No reviews yet')).toBeDefined();
  });
});
