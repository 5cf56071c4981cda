import { describe, expect, it } from 'vitest';
import { type GameForYouCandidate, gameForYouScore, rankGamesForYou, skillFit } from './games-for-you.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

/** A game in the player's sport, a mile away, tomorrow, of any skill, with no friends in it. */
const game = (id: string, overrides: Partial<GameForYouCandidate> = {}): GameForYouCandidate => ({
  id,
  sportMatch: true,
  distanceMiles: 1,
  startsAt: inHours(24),
  skillLevel: 'any',
  playerSkill: 'intermediate',
  friendsGoing: 0,
  ...overrides,
});
const ids = (games: GameForYouCandidate[]) => games.map((candidate) => candidate.id);

describe('games for you, ranked', () => {
  it("puts the player's sport ahead of a nearer, sooner game of another sport", () => {
    const other = game('other sport', { sportMatch: false, distanceMiles: 0, startsAt: inHours(1) });
    const theirs = game('their sport', { distanceMiles: 5, startsAt: inHours(48) });
    expect(ids(rankGamesForYou([other, theirs], NOW))).toEqual(['their sport', 'other sport']);
  });

  it('prefers nearer, then sooner, among games of the same sport', () => {
    const ranked = rankGamesForYou(
      [
        game('far', { distanceMiles: 20 }),
        game('near later', { distanceMiles: 1, startsAt: inHours(72) }),
        game('near', { distanceMiles: 1 }),
      ],
      NOW,
    );
    expect(ids(ranked)).toEqual(['near', 'near later', 'far']);
  });

  it("prefers a game at the player's level, then one a level apart, then one two apart", () => {
    expect(skillFit('intermediate', 'intermediate')).toBe(1);
    expect(skillFit('any', 'advanced')).toBe(1);
    expect(skillFit('advanced', 'intermediate')).toBe(0.5);
    expect(skillFit('advanced', 'casual')).toBe(0);
    // The profile's casual and beginner are the first rung, as the game's are.
    expect(skillFit('beginner', 'casual')).toBe(1);
    expect(skillFit('intermediate', null)).toBe(0.5);
    const ranked = rankGamesForYou(
      [
        game('two apart', { skillLevel: 'beginner', playerSkill: 'advanced' }),
        game('one apart', { skillLevel: 'intermediate', playerSkill: 'advanced' }),
        game('at level', { skillLevel: 'advanced', playerSkill: 'advanced' }),
      ],
      NOW,
    );
    expect(ids(ranked)).toEqual(['at level', 'one apart', 'two apart']);
  });

  it('lifts a game friends play in, up to three friends', () => {
    const alone = game('alone');
    const withFriends = game('friends', { friendsGoing: 2 });
    expect(ids(rankGamesForYou([alone, withFriends], NOW))).toEqual(['friends', 'alone']);
    expect(gameForYouScore(game('a', { friendsGoing: 10 }), NOW)).toBe(
      gameForYouScore(game('b', { friendsGoing: 3 }), NOW),
    );
    // Friends do not outweigh the player's sport.
    const crowdElsewhere = game('crowd', { sportMatch: false, friendsGoing: 10 });
    expect(ids(rankGamesForYou([crowdElsewhere, alone], NOW))).toEqual(['alone', 'crowd']);
  });

  it('scores an unknown distance as a far one, and orders equal scores by start, then id', () => {
    expect(gameForYouScore(game('unknown', { distanceMiles: null }), NOW)).toBe(
      gameForYouScore(game('far', { distanceMiles: 25 }), NOW),
    );
    const ranked = rankGamesForYou([game('b'), game('a'), game('c', { startsAt: inHours(24) })], NOW);
    expect(ids(ranked)).toEqual(['a', 'b', 'c']);
  });
});
