import { describe, expect, it } from 'vitest';
import { describeAction } from './recent-activity.tsx';

describe('describeAction', () => {
  it('names what was created or joined, and only says "private" of a private one', () => {
    expect(describeAction({ action: 'signed_up', subject: null })).toBe('signed up');
    expect(describeAction({ action: 'created_game', subject: 'Sunday five-a-side' })).toBe(
      'created the game Sunday five-a-side',
    );
    expect(describeAction({ action: 'joined_game', subject: null })).toBe('joined a private game');
    expect(describeAction({ action: 'created_league', subject: null })).toBe('created a private league');
    expect(describeAction({ action: 'joined_league', subject: 'Beach Spikers' })).toBe(
      'joined the league Beach Spikers',
    );
  });
});
