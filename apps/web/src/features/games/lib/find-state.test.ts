import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  distanceChoices,
  readFindState,
  writeFindState,
} from './find-state.ts';

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
    const state = readFindState(new URLSearchParams('sport=quidditch&distance=999&gender=x&view=globe'));
    expect(state.sport).toBe('all');
    expect(state.distance).toBe(100);
    expect(state.gender).toBe('all');
    expect(state.view).toBe('list');
  });

  it('counts the filters that differ from their defaults, leaving out games-only ones on the venues tab', () => {
    const filters = { ...DEFAULT_FILTERS, sport: 'tennis' as const, gender: 'men' as const, distance: 10 };
    expect(activeFilterCount(filters, 'games')).toBe(3);
    expect(activeFilterCount(filters, 'venues')).toBe(2);
  });

  it('reads and writes the wider radii, "any distance" and the games-I-can-join filter', () => {
    const state = readFindState(new URLSearchParams('distance=any&eligible=only'));
    expect(state.distance).toBe('any');
    expect(state.eligibleOnly).toBe(true);
    expect(writeFindState(state).toString()).toBe('distance=any&eligible=only');
    expect(readFindState(new URLSearchParams('distance=50')).distance).toBe(50);
    expect(readFindState(new URLSearchParams('distance=100')).distance).toBe(100);
    expect(readFindState(new URLSearchParams('eligible=maybe')).eligibleOnly).toBe(false);
  });

  it("offers 5 to 100 miles and any distance, and an older link's radius beside them", () => {
    expect(distanceChoices(5)).toEqual([5, 10, 25, 50, 100, 'any']);
    expect(distanceChoices('any')).toEqual([5, 10, 25, 50, 100, 'any']);
    expect(distanceChoices(12)).toEqual([5, 10, 12, 25, 50, 100, 'any']);
  });

  it('counts "games I can join" as a filter on the games tab only', () => {
    const filters = { ...DEFAULT_FILTERS, eligibleOnly: true, distance: 'any' as const };
    expect(activeFilterCount(filters, 'games')).toBe(2);
    expect(activeFilterCount(filters, 'venues')).toBe(1);
  });

  it('keeps "Only games I can join" in the address as eligible=only', () => {
    const state = readFindState(new URLSearchParams('eligible=only'));
    expect(state.eligibleOnly).toBe(true);
    expect(writeFindState(state).toString()).toBe('eligible=only');
    expect(readFindState(new URLSearchParams('eligible=yes')).eligibleOnly).toBe(false);
  });
});
