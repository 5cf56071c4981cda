import { describe, expect, it } from 'vitest';
import { playedSkills, sharedSports, skillRank, suggestionScore } from './suggestion-score.ts';

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
