import { describe, expect, it } from 'vitest';
import { genderEligibility } from './game-gender-rule.ts';

describe('genderEligibility', () => {
  it('lets everyone into a co-ed game, a declared gender or not', () => {
    for (const player of ['man', 'woman', 'other', null] as const) {
      expect(genderEligibility('co-ed', player)).toBe('allowed');
    }
  });

  it('takes men into a men’s game and women into a women’s game, and not the other way round', () => {
    expect(genderEligibility('men', 'man')).toBe('allowed');
    expect(genderEligibility('women', 'woman')).toBe('allowed');
    expect(genderEligibility('men', 'woman')).toBe('not-allowed');
    expect(genderEligibility('women', 'man')).toBe('not-allowed');
  });

  it('lets a player who describes their gender as other join either', () => {
    expect(genderEligibility('men', 'other')).toBe('allowed');
    expect(genderEligibility('women', 'other')).toBe('allowed');
  });

  it('asks a player with no gender on their profile to add one', () => {
    expect(genderEligibility('men', null)).toBe('gender-needed');
    expect(genderEligibility('women', null)).toBe('gender-needed');
  });
});
