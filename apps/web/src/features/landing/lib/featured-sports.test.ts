import { SPORT_NAMES, sportInfo } from '@rally/shared/sports';
import { describe, expect, it } from 'vitest';
import { SPORT_ICON_FILES } from '../../../components/sport-icon/sport-icon-files.ts';
import { FEATURED_SPORTS, SPORT_COUNT } from './featured-sports.ts';

describe('the landing page sports', () => {
  it('counts every sport Rally covers', () => {
    expect(SPORT_COUNT).toBe(SPORT_NAMES.length);
  });

  it('name, draw and colour each featured sport as everywhere else in the app', () => {
    for (const sport of FEATURED_SPORTS) {
      expect(sport).toEqual(sportInfo(sport.name));
      expect(SPORT_ICON_FILES[sport.icon], `${sport.label} icon`).toBeTruthy();
    }
  });
});
