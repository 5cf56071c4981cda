import { describe, expect, it } from 'vitest';
import { fairPlayLevel, fairPlayRefusalFor, fairPlayRequirementText, meetsRequirement } from './fair-play.ts';

/** A record of outcome counts and reviews (none unless given). */
const record = (
  counts: { attended: number; noShows?: number; lateCancellations?: number },
  sportsmanship: { average: number | null; count: number } = { average: null, count: 0 },
) => ({ noShows: 0, lateCancellations: 0, ...counts, sportsmanship });

describe('fairPlayLevel', () => {
  it('calls a player with 4 settled games new, whatever their record, and judges them at 5', () => {
    expect(fairPlayLevel(record({ attended: 0, noShows: 4 }))).toBe('new');
    expect(fairPlayLevel(record({ attended: 2, noShows: 1, lateCancellations: 1 }))).toBe('new');
    expect(fairPlayLevel(record({ attended: 4 }, { average: 1, count: 10 }))).toBe('new');
    expect(fairPlayLevel(record({ attended: 5 }))).toBe('great');
    expect(fairPlayLevel(record({ attended: 3, noShows: 2 }))).toBe('needs_improvement');
  });

  it('needs improvement below 80% reliability, good at 80%', () => {
    // 4 ÷ 5 = 80%; 15 ÷ 19 = 78.9% → 79%.
    expect(fairPlayLevel(record({ attended: 4, noShows: 1 }))).toBe('good');
    expect(fairPlayLevel(record({ attended: 8, noShows: 2 }))).toBe('good');
    expect(fairPlayLevel(record({ attended: 15, noShows: 4 }))).toBe('needs_improvement');
  });

  it('is great from 95% reliability, good at 94%', () => {
    // 19 ÷ 20 = 95%; 16 ÷ 17 = 94.1% → 94%.
    expect(fairPlayLevel(record({ attended: 19, noShows: 1 }))).toBe('great');
    expect(fairPlayLevel(record({ attended: 16, noShows: 1 }))).toBe('good');
  });

  it('weighs a late cancellation half a no-show', () => {
    // 19 ÷ (19 + ½ × 2) = 95%.
    expect(fairPlayLevel(record({ attended: 19, lateCancellations: 2 }))).toBe('great');
    // 4 ÷ (4 + ½ × 2) = 80%.
    expect(fairPlayLevel(record({ attended: 4, lateCancellations: 2 }))).toBe('good');
  });

  it('lets reviews count only from 3: 2 low reviews do not sink a player, 3 do', () => {
    expect(fairPlayLevel(record({ attended: 10 }, { average: 1, count: 2 }))).toBe('great');
    expect(fairPlayLevel(record({ attended: 10 }, { average: 3.4, count: 3 }))).toBe('needs_improvement');
  });

  it('needs improvement below a 3.5 average, good at 3.5', () => {
    expect(fairPlayLevel(record({ attended: 10 }, { average: 3.49, count: 3 }))).toBe('needs_improvement');
    expect(fairPlayLevel(record({ attended: 10 }, { average: 3.5, count: 3 }))).toBe('good');
  });

  it('is great at a 4.5 average with 3 reviews, good just below', () => {
    expect(fairPlayLevel(record({ attended: 10 }, { average: 4.5, count: 3 }))).toBe('great');
    expect(fairPlayLevel(record({ attended: 10 }, { average: 4.49, count: 3 }))).toBe('good');
  });

  it('needs improvement when attendance is poor, however good the reviews', () => {
    expect(fairPlayLevel(record({ attended: 7, noShows: 3 }, { average: 5, count: 20 }))).toBe(
      'needs_improvement',
    );
  });
});

describe('meetsRequirement', () => {
  const good = { minFairPlay: 'good', newPlayersWelcome: false } as const;
  const great = { minFairPlay: 'great', newPlayersWelcome: true } as const;

  it('lets everyone into a game without a requirement', () => {
    for (const level of ['new', 'needs_improvement', 'good', 'great'] as const)
      expect(meetsRequirement(level, { minFairPlay: null, newPlayersWelcome: false })).toBe(true);
  });

  it('takes the minimum or higher, never needs improvement', () => {
    expect(meetsRequirement('good', good)).toBe(true);
    expect(meetsRequirement('great', good)).toBe(true);
    expect(meetsRequirement('needs_improvement', good)).toBe(false);
    expect(meetsRequirement('good', great)).toBe(false);
    expect(meetsRequirement('great', great)).toBe(true);
  });

  it('takes a new player only when the host welcomes new players', () => {
    expect(meetsRequirement('new', good)).toBe(false);
    expect(meetsRequirement('new', great)).toBe(true);
  });
});

describe('the requirement texts', () => {
  it('names what is required in the words of the issue', () => {
    expect(fairPlayRequirementText({ minFairPlay: 'good', newPlayersWelcome: true })).toBe(
      'This game needs a Good fair-play record',
    );
    expect(fairPlayRequirementText({ minFairPlay: 'great', newPlayersWelcome: false })).toBe(
      'This game needs a Great fair-play record',
    );
    expect(fairPlayRequirementText({ minFairPlay: null, newPlayersWelcome: true })).toBeNull();
  });

  it('tells a new player refused that the game does not take new players yet', () => {
    const requirement = { minFairPlay: 'good', newPlayersWelcome: false } as const;
    expect(fairPlayRefusalFor('new', requirement)).toBe(
      'This game needs a Good fair-play record and does not take new players yet',
    );
    expect(fairPlayRefusalFor('needs_improvement', requirement)).toBe(
      'This game needs a Good fair-play record',
    );
    expect(fairPlayRefusalFor('good', requirement)).toBeNull();
  });
});
