import { describe, expect, it } from 'vitest';
import { leaguesListParams, parseLeaguesListState } from './leagues-list-state.ts';

describe('the leagues list address', () => {
  it('opens Discover with the search and sport a reload or shared link carries', () => {
    const state = parseLeaguesListState(new URLSearchParams('tab=discover&q=%20hoops%20&sport=basketball'));
    expect(state).toEqual({ tab: 'discover', q: 'hoops', sport: 'basketball' });
    expect(leaguesListParams(state).toString()).toBe('tab=discover&q=hoops&sport=basketball');
  });

  it('falls back to My Leagues and all sports for anything it does not know', () => {
    const state = parseLeaguesListState(new URLSearchParams('tab=nope&sport=quidditch'));
    expect(state).toEqual({ tab: 'mine', q: '', sport: 'all' });
    expect(leaguesListParams(state).toString()).toBe('');
  });
});
