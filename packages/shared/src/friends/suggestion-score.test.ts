import { describe, expect, it } from 'vitest';
import {
  NEARNESS_POINTS_MAX,
  nearnessPoints,
  playedSkills,
  sharedSports,
  skillRank,
  suggestionScore,
} from './suggestion-score.ts';

describe('skillRank', () => {
  it('maps the level words casual, beginner, intermediate, advanced to 1 to 4', () => {
    expect(['casual', 'beginner', 'intermediate', 'advanced'].map(skillRank)).toEqual([1, 2, 3, 4]);
    expect(skillRank(' Advanced ')).toBe(4);
  });

  it('keeps the numeric 1 to 5 of older views', () => {
    expect(skillRank(5)).toBe(5);
    expect(skillRank('3')).toBe(3);
  });

  it('counts anything else as beginner', () => {
    expect(skillRank(undefined)).toBe(2);
    expect(skillRank('pro')).toBe(2);
    expect(skillRank(9)).toBe(2);
    expect(skillRank(true)).toBe(2);
  });
});

describe('playedSkills', () => {
  it('lists each played sport with its level, beginner when none is set, ignoring dropped sports', () => {
    expect(
      playedSkills({
        sports: ['Tennis', 'soccer'],
        sportSkills: { tennis: 'advanced', golf: 'casual' },
      }),
    ).toEqual({ tennis: 4, soccer: 2 });
  });
});

describe('suggestionScore', () => {
  it('gives 10 per shared sport plus 5 minus the skill difference', () => {
    expect(suggestionScore({ tennis: 4 }, { tennis: 4 })).toBe(15);
    expect(suggestionScore({ tennis: 4 }, { tennis: 3 })).toBe(14);
    expect(suggestionScore({ tennis: 1 }, { tennis: 4 })).toBe(12);
    expect(suggestionScore({ tennis: 4, soccer: 2, golf: 1 }, { tennis: 2, soccer: 2, yoga: 3 })).toBe(
      13 + 15,
    );
  });

  it('never takes points away for a large difference', () => {
    expect(suggestionScore({ chess: 5 }, { chess: -5 })).toBe(10);
  });

  it('is zero without a shared sport', () => {
    expect(suggestionScore({ tennis: 4 }, { golf: 4 })).toBe(0);
    expect(suggestionScore({}, {})).toBe(0);
  });

  it('is symmetric', () => {
    const a = { tennis: 1, soccer: 3 };
    const b = { soccer: 4, tennis: 2, rugby: 1 };
    expect(suggestionScore(a, b)).toBe(suggestionScore(b, a));
    expect(sharedSports(a, b)).toEqual(['tennis', 'soccer']);
  });
});

describe('nearnessPoints', () => {
  it('gives the full points up to 10 miles, falling to none at 50, and none when unknown', () => {
    expect(nearnessPoints(0)).toBe(NEARNESS_POINTS_MAX);
    expect(nearnessPoints(10)).toBe(20);
    expect(nearnessPoints(30)).toBe(10);
    expect(nearnessPoints(49)).toBe(1);
    expect(nearnessPoints(50)).toBe(0);
    expect(nearnessPoints(5_386)).toBe(0);
    expect(nearnessPoints(null)).toBe(0);
    expect(nearnessPoints(Number.NaN)).toBe(0);
  });
});

describe('suggestionScore with nearness', () => {
  it('adds nearness to players who share a sport', () => {
    expect(suggestionScore({ tennis: 4 }, { tennis: 4 }, 2)).toBe(15 + 20);
    expect(suggestionScore({ tennis: 4 }, { tennis: 4 }, null)).toBe(15);
  });

  it('puts a neighbour sharing one sport before a stranger far away sharing two', () => {
    const me = { tennis: 2, soccer: 2 };
    const neighbour = suggestionScore(me, { tennis: 1 }, 3);
    const faraway = suggestionScore(me, { tennis: 2, soccer: 4 }, 1_367);
    expect(neighbour).toBeGreaterThan(faraway);
  });

  it('gives nothing for nearness alone', () => {
    expect(suggestionScore({ tennis: 4 }, { golf: 4 }, 0)).toBe(0);
  });
});
