import { describe, expect, it } from 'vitest';
import {
  type BracketGame,
  type BracketSize,
  bracketChampion,
  bracketRounds,
  fullBracket,
  nextBracketGames,
  seedBracket,
} from './playoff-bracket.ts';

const seeds = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'];
const pairs = (games: readonly BracketGame[]) =>
  games.map((g) => [g.round, g.slot, g.isThirdPlace, g.homeTeamId, g.awayTeamId]);

/** The games with winners recorded as results come in: `{ s1: '1' }` means s1 won its round 1 game. */
function decide(games: readonly BracketGame[], winners: Record<string, string>): BracketGame[] {
  return games.map((g) => {
    const winner = [g.homeTeamId, g.awayTeamId].find(
      (team) => team && winners[team] !== undefined && winners[team] === `${g.round}`,
    );
    return winner ? { ...g, winnerTeamId: winner } : g;
  });
}

/** Plays a whole bracket, `winnerIn` picking each game's winner, making the next games as they come. */
function playOut(
  size: BracketSize,
  thirdPlace: boolean,
  winnerIn: (game: BracketGame) => string,
): BracketGame[] {
  let games = seedBracket(seeds, size);
  for (;;) {
    games = games.map((g) => (g.winnerTeamId || !g.homeTeamId ? g : { ...g, winnerTeamId: winnerIn(g) }));
    const next = nextBracketGames({ size, thirdPlace, games });
    if (next.length === 0) return games;
    games = [...games, ...next];
  }
}

describe('seedBracket', () => {
  it('has 1, 2 and 3 rounds for 2, 4 and 8 teams', () => {
    expect([bracketRounds(2), bracketRounds(4), bracketRounds(8)]).toEqual([1, 2, 3]);
  });

  it('pairs the top two in a final for 2 teams', () => {
    expect(pairs(seedBracket(seeds, 2))).toEqual([[1, 0, false, 's1', 's2']]);
  });

  it('pairs 1 v 4 and 2 v 3 for 4 teams, the higher seed at home', () => {
    expect(pairs(seedBracket(seeds, 4))).toEqual([
      [1, 0, false, 's1', 's4'],
      [1, 1, false, 's2', 's3'],
    ]);
  });

  it('pairs 1 v 8, 4 v 5, 2 v 7 and 3 v 6 from the top for 8 teams, so 1 and 2 can meet only in the final', () => {
    const games = seedBracket(seeds, 8);
    expect(pairs(games)).toEqual([
      [1, 0, false, 's1', 's8'],
      [1, 1, false, 's4', 's5'],
      [1, 2, false, 's2', 's7'],
      [1, 3, false, 's3', 's6'],
    ]);
    expect(games.every((g) => g.winnerTeamId === null)).toBe(true);
  });

  it('refuses a bracket larger than the teams there are', () => {
    expect(() => seedBracket(['s1', 's2', 's3'], 4)).toThrow(RangeError);
  });
});

describe('nextBracketGames', () => {
  it('makes nothing until both feeders of a game have winners', () => {
    const games = seedBracket(seeds, 8);
    expect(nextBracketGames({ size: 8, thirdPlace: true, games })).toEqual([]);
    const oneDone = decide(games, { s1: '1' });
    expect(nextBracketGames({ size: 8, thirdPlace: true, games: oneDone })).toEqual([]);
  });

  it('advances the winners round by round, the upper feeder’s winner at home', () => {
    let games = decide(seedBracket(seeds, 8), { s1: '1', s5: '1', s7: '1', s3: '1' });
    const semis = nextBracketGames({ size: 8, thirdPlace: false, games });
    expect(pairs(semis)).toEqual([
      [2, 0, false, 's1', 's5'],
      [2, 1, false, 's7', 's3'],
    ]);
    games = decide([...games, ...semis], { s5: '2', s3: '2' });
    const final = nextBracketGames({ size: 8, thirdPlace: false, games });
    expect(pairs(final)).toEqual([[3, 0, false, 's5', 's3']]);
  });

  it('makes a semi-final as soon as its own two quarter-finals are decided', () => {
    const games = decide(seedBracket(seeds, 8), { s2: '1', s6: '1' });
    expect(pairs(nextBracketGames({ size: 8, thirdPlace: true, games }))).toEqual([
      [2, 1, false, 's2', 's6'],
    ]);
  });

  it('never returns a game already made', () => {
    const games = decide(seedBracket(seeds, 4), { s1: '1', s3: '1' });
    const final = nextBracketGames({ size: 4, thirdPlace: false, games });
    expect(nextBracketGames({ size: 4, thirdPlace: false, games: [...games, ...final] })).toEqual([]);
  });

  it('makes the third-place game from the semi-finals’ losers when asked for', () => {
    const games = decide(seedBracket(seeds, 4), { s4: '1', s2: '1' });
    const next = nextBracketGames({ size: 4, thirdPlace: true, games });
    expect(pairs(next)).toEqual([
      [2, 0, false, 's4', 's2'],
      [2, 1, true, 's1', 's3'],
    ]);
    expect(nextBracketGames({ size: 4, thirdPlace: false, games }).some((g) => g.isThirdPlace)).toBe(false);
  });

  it('has no third-place game in a bracket of two', () => {
    const games = decide(seedBracket(seeds, 2), { s2: '1' });
    expect(nextBracketGames({ size: 2, thirdPlace: true, games })).toEqual([]);
  });
});

describe('bracketChampion', () => {
  it('is nobody until the final is decided, then its winner', () => {
    const games = decide(seedBracket(seeds, 4), { s1: '1', s2: '1' });
    expect(bracketChampion(4, games)).toBeNull();
    const withFinal = [...games, ...nextBracketGames({ size: 4, thirdPlace: true, games })];
    expect(bracketChampion(4, withFinal)).toBeNull();
    expect(bracketChampion(4, decide(withFinal, { s2: '2' }))).toBe('s2');
  });

  it('is not the winner of the third-place game', () => {
    const games = playOut(8, true, (g) =>
      g.isThirdPlace ? (g.awayTeamId as string) : (g.homeTeamId as string),
    );
    expect(games).toHaveLength(8);
    expect(bracketChampion(8, games)).toBe('s1');
    expect(games.find((g) => g.isThirdPlace)?.winnerTeamId).toBe('s3');
  });

  it('crowns the top seed of a bracket of two that won the final', () => {
    expect(bracketChampion(2, decide(seedBracket(seeds, 2), { s1: '1' }))).toBe('s1');
  });

  it('follows upsets through to the final', () => {
    // The away side wins every game: 8, 5, 7 and 6 go through, then 5 and 6, then 6.
    const games = playOut(8, false, (g) => g.awayTeamId as string);
    expect(pairs(games.filter((g) => g.round === 3))).toEqual([[3, 0, false, 's5', 's6']]);
    expect(bracketChampion(8, games)).toBe('s6');
  });
});

describe('fullBracket', () => {
  it('draws every game of an unplayed bracket, later rounds without teams', () => {
    const games = fullBracket({ size: 8, thirdPlace: true, games: seedBracket(seeds, 8) });
    expect(pairs(games)).toEqual([
      [1, 0, false, 's1', 's8'],
      [1, 1, false, 's4', 's5'],
      [1, 2, false, 's2', 's7'],
      [1, 3, false, 's3', 's6'],
      [2, 0, false, null, null],
      [2, 1, false, null, null],
      [3, 0, false, null, null],
      [3, 1, true, null, null],
    ]);
  });

  it('shows a winner in the next round before their opponent is known, and keeps the games made as they are', () => {
    const made = decide(seedBracket(seeds, 4), { s1: '1' });
    const games = fullBracket({ size: 4, thirdPlace: true, games: made });
    expect(games[0]).toBe(made[0]);
    expect(pairs(games)).toEqual([
      [1, 0, false, 's1', 's4'],
      [1, 1, false, 's2', 's3'],
      [2, 0, false, 's1', null],
      [2, 1, true, 's4', null],
    ]);
  });

  it('leaves out the third-place game when the season has none', () => {
    expect(fullBracket({ size: 4, thirdPlace: false, games: seedBracket(seeds, 4) })).toHaveLength(3);
    expect(fullBracket({ size: 2, thirdPlace: true, games: seedBracket(seeds, 2) })).toHaveLength(1);
  });

  it('draws the first round as placeholders before the seeding', () => {
    expect(pairs(fullBracket({ size: 2, thirdPlace: false, games: [] }))).toEqual([
      [1, 0, false, null, null],
    ]);
  });
});
