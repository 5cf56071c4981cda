import { describe, expect, it } from 'vitest';
import { fairPlayRequirementSummary } from './fair-play-requirement-text.ts';

describe('fairPlayRequirementSummary', () => {
  it('names the record needed and whether new players may join', () => {
    expect(
      fairPlayRequirementSummary({ minFairPlay: 'good', newPlayersWelcome: true, waitlistByFairPlay: false }),
    ).toBe('Needs a Good fair-play record · New players welcome');
    expect(
      fairPlayRequirementSummary({
        minFairPlay: 'great',
        newPlayersWelcome: false,
        waitlistByFairPlay: true,
      }),
    ).toBe('Needs a Great fair-play record · Not open to new players · Waitlist seats better records first');
  });

  it('says nothing of new players without a requirement, and nothing at all without any rule', () => {
    expect(
      fairPlayRequirementSummary({ minFairPlay: null, newPlayersWelcome: false, waitlistByFairPlay: true }),
    ).toBe('Waitlist seats better records first');
    expect(
      fairPlayRequirementSummary({ minFairPlay: null, newPlayersWelcome: true, waitlistByFairPlay: false }),
    ).toBeNull();
  });
});
