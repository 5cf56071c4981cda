/**
 * A season's playoffs (issue 29 §4): a single-elimination bracket of the top 2, 4 or 8 of the table, with
 * an optional game for third place. Pure, so the server advances it and the pages draw it alike. No zod.
 *
 * Shape: round 1 is the first round; in each round, slot 0 is the top game. The game at (round r, slot s)
 * is fed by (r - 1, 2s), its upper feeder, and (r - 1, 2s + 1); the upper feeder's winner is at home. The
 * final is (last round, slot 0); the third-place game is (last round, slot 1) with `isThirdPlace`.
 */

export type BracketSize = 2 | 4 | 8;
export type BracketGame = {
  round: number /* 1 = first */;
  slot: number /* 0-based from the top */;
  isThirdPlace: boolean;
  homeTeamId: string | null;
  awayTeamId: string | null;
  winnerTeamId: string | null;
};

/**
 * The seeds of the first round's games from the top, in pairs: 1 and 2 can meet only in the final, 1 and 4
 * (and 2 and 3) only in the semi-finals, the standard single-elimination order.
 */
const SEED_ORDER: Record<BracketSize, readonly number[]> = {
  2: [1, 2],
  4: [1, 4, 2, 3],
  8: [1, 8, 4, 5, 2, 7, 3, 6],
};

export function bracketRounds(size: BracketSize): number {
  return Math.log2(size);
}

/** The first round from the top `size` teams of the table (seeds in order): 1 v 8, 4 v 5, 2 v 7, 3 v 6 (so 1 and 2 meet only in the final); the higher seed at home. */
export function seedBracket(seeds: readonly string[], size: BracketSize): BracketGame[] {
  if (seeds.length < size)
    throw new RangeError(`A bracket of ${size} needs ${size} teams; there are ${seeds.length}.`);
  const order = SEED_ORDER[size];
  const games: BracketGame[] = [];
  for (let slot = 0; slot < size / 2; slot++) {
    games.push({
      round: 1,
      slot,
      isThirdPlace: false,
      homeTeamId: seeds[(order[2 * slot] as number) - 1] as string,
      awayTeamId: seeds[(order[2 * slot + 1] as number) - 1] as string,
      winnerTeamId: null,
    });
  }
  return games;
}

/** Given the games so far (with winners where played), the games to create next: a later round's game once both its feeders have winners (the higher seed, i.e. the winner of the upper feeder, at home), and the third-place game (losers of the semi-finals) when asked for. Never returns a game already in `games`. */
export function nextBracketGames(input: {
  size: BracketSize;
  thirdPlace: boolean;
  games: readonly BracketGame[];
}): BracketGame[] {
  return fullBracket(input).filter(
    (game) =>
      game.homeTeamId !== null &&
      game.awayTeamId !== null &&
      !find(input.games, game.round, game.slot, game.isThirdPlace),
  );
}

/** The champion: the final's winner, or null. */
export function bracketChampion(size: BracketSize, games: readonly BracketGame[]): string | null {
  return find(games, bracketRounds(size), 0, false)?.winnerTeamId ?? null;
}

/**
 * Every game of the bracket including those not yet known, for drawing it: the games played or made as
 * they are, and each later one with the teams known so far (a feeder's winner, or null). In order: round,
 * then slot, the third-place game after the final.
 */
export function fullBracket(input: {
  size: BracketSize;
  thirdPlace: boolean;
  games: readonly BracketGame[];
}): BracketGame[] {
  const rounds = bracketRounds(input.size);
  const all: BracketGame[] = [];
  const at = (round: number, slot: number) =>
    all.find((g) => g.round === round && g.slot === slot && !g.isThirdPlace);
  for (let round = 1; round <= rounds; round++) {
    for (let slot = 0; slot < input.size / 2 ** round; slot++) {
      const made = find(input.games, round, slot, false);
      if (made) all.push(made);
      else if (round === 1) all.push(placeholder(round, slot, false, null, null));
      else {
        all.push(
          placeholder(
            round,
            slot,
            false,
            at(round - 1, 2 * slot)?.winnerTeamId ?? null,
            at(round - 1, 2 * slot + 1)?.winnerTeamId ?? null,
          ),
        );
      }
    }
  }
  // Third place needs semi-finals: none in a bracket of two.
  if (input.thirdPlace && rounds >= 2) {
    const made = find(input.games, rounds, 1, true);
    all.push(made ?? placeholder(rounds, 1, true, loserOf(at(rounds - 1, 0)), loserOf(at(rounds - 1, 1))));
  }
  return all;
}

function find(
  games: readonly BracketGame[],
  round: number,
  slot: number,
  isThirdPlace: boolean,
): BracketGame | undefined {
  return games.find((g) => g.round === round && g.slot === slot && g.isThirdPlace === isThirdPlace);
}

function placeholder(
  round: number,
  slot: number,
  isThirdPlace: boolean,
  homeTeamId: string | null,
  awayTeamId: string | null,
): BracketGame {
  return { round, slot, isThirdPlace, homeTeamId, awayTeamId, winnerTeamId: null };
}

/** The team that lost a decided game, or null while it is undecided. */
function loserOf(game: BracketGame | undefined): string | null {
  if (!game?.winnerTeamId) return null;
  return game.winnerTeamId === game.homeTeamId ? game.awayTeamId : game.homeTeamId;
}
