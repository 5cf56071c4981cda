import { describe, expect, it } from 'vitest';
import { fixtureViewOf, withFixtureView } from './fixture-view.ts';

const view = (search: string) => fixtureViewOf(new URLSearchParams(search));

describe('the Fixtures view in the address', () => {
  it('reads a round, a team, or neither (the current round)', () => {
    expect(view('tab=fixtures&stage=playoff&round=2')).toEqual({ stage: 'playoff', round: 2 });
    expect(view('tab=fixtures&team=abc')).toEqual({ team: 'abc' });
    expect(view('tab=fixtures')).toEqual({});
  });

  it('reads a malformed round as the current round, not as a request the server refuses', () => {
    for (const search of [
      'round=3',
      'stage=regular',
      'stage=final&round=1',
      'stage=regular&round=1.5',
      'stage=regular&round=0',
    ])
      expect(view(search)).toEqual({});
  });

  it('writes a view over the last one, keeping the tab', () => {
    const params = new URLSearchParams('tab=fixtures&team=abc');
    expect(withFixtureView(params, { stage: 'regular', round: 4 }).toString()).toBe(
      'tab=fixtures&stage=regular&round=4',
    );
    expect(withFixtureView(params, {}).toString()).toBe('tab=fixtures');
  });
});
