import { describe, expect, it } from 'vitest';
import { activeFilterCount, DEFAULT_FILTERS, readFindState, writeFindState } from './find-state.ts';

describe('find state in the address', () => {
  it('reads a plain /find as the spec defaults: all sports, any level, 5 miles, all genders and costs', () => {
    expect(readFindState(new URLSearchParams())).toEqual({
      ...DEFAULT_FILTERS,
      q: '',
      location: '',
      sort: 'start',
      tab: 'games',
      view: 'list',
    });
  });

  it('keeps every choice through a round trip, and writes nothing for the defaults', () => {
    const state = readFindState(
      new URLSearchParams(
        'q=park&sport=disc+golf&skill=advanced&distance=12&gender=women&cost=paid&sort=distance&tab=venues&view=map',
      ),
    );
    expect(readFindState(writeFindState(state))).toEqual(state);
    expect(writeFindState(readFindState(new URLSearchParams())).toString()).toBe('');
  });

  it('falls back to defaults for unknown or out-of-range values', () => {
    const state = readFindState(new URLSearchParams('sport=quidditch&distance=99&gender=x&view=globe'));
    expect(state.sport).toBe('all');
    expect(state.distance).toBe(25);
    expect(state.gender).toBe('all');
    expect(state.view).toBe('list');
  });

  it('counts the filters that differ from their defaults, leaving out games-only ones on the venues tab', () => {
    const filters = { ...DEFAULT_FILTERS, sport: 'tennis' as const, gender: 'men' as const, distance: 10 };
    expect(activeFilterCount(filters, 'games')).toBe(3);
    expect(activeFilterCount(filters, 'venues')).toBe(2);
  });
});
