import type { LeagueList, LeagueSummary } from '@rally/shared/leagues/leagues.schemas';
import { describe, expect, it } from 'vitest';
import { moveToMine } from './join-league.ts';

const summary = (id: string, overrides: Partial<LeagueSummary> = {}): LeagueSummary => ({
  id,
  name: `League ${id}`,
  sport: 'tennis',
  skillLevel: 'casual',
  description: null,
  isPrivate: false,
  memberCount: 3,
  maxMembers: 12,
  gamesPlayed: 0,
  wins: 0,
  relation: 'none',
  createdAt: '2026-11-01T10:00:00.000Z',
  place: null,
  distanceMiles: null,
  ...overrides,
});

describe('moveToMine', () => {
  it('moves a joined league from Discover to the top of My Leagues at once, counting the new member', () => {
    const list: LeagueList = {
      mine: [summary('a', { relation: 'creator' })],
      discover: [summary('b'), summary('c')],
      discoverCount: 7,
      anyToDiscover: true,
      near: null,
    };
    const moved = moveToMine(list, 'b');
    expect(moved.mine.map((league) => [league.id, league.relation, league.memberCount])).toEqual([
      ['b', 'member', 4],
      ['a', 'creator', 3],
    ]);
    expect(moved.discover.map((league) => league.id)).toEqual(['c']);
    expect(moved.discoverCount).toBe(6);
  });

  it('leaves a list without that league as it was', () => {
    const list: LeagueList = {
      mine: [],
      discover: [summary('c')],
      discoverCount: 1,
      anyToDiscover: true,
      near: null,
    };
    expect(moveToMine(list, 'b')).toBe(list);
  });
});
