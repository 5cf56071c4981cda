import { describe, expect, it } from 'vitest';
import { filterSports } from './sport-search.ts';

describe('filterSports', () => {
  it('lists all 45 sports for a blank search', () => {
    expect(filterSports('  ')).toHaveLength(45);
  });

  it('matches part of a name, ignoring case and extra spaces', () => {
    expect(filterSports(' HOCKEY').map((sport) => sport.name)).toEqual(['hockey', 'ice hockey']);
    expect(filterSports('disc   golf').map((sport) => sport.name)).toEqual(['disc golf']);
  });

  it('finds nothing for a sport outside the list', () => {
    expect(filterSports('quidditch')).toEqual([]);
  });
});
