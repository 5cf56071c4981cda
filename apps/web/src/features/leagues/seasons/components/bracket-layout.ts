import type { SeasonBracket } from '@rally/shared/seasons/results.schemas';

export type BracketGame = SeasonBracket['games'][number];

export type BracketRound = { round: number; name: string; games: BracketGame[] };

/** The bracket's main rounds in order, each game in slot order; the third-place game is kept apart. */
export function bracketRounds(games: readonly BracketGame[]): BracketRound[] {
  const rounds = new Map<number, BracketGame[]>();
  for (const game of games) {
    if (game.isThirdPlace) continue;
    rounds.set(game.round, [...(rounds.get(game.round) ?? []), game]);
  }
  return [...rounds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, inRound]) => {
      const ordered = inRound.sort((a, b) => a.slot - b.slot);
      return { round, name: ordered[0]?.roundName ?? `Round ${round}`, games: ordered };
    });
}

/** "Semi-final 1" for one of several games in a round, "Final" for the only one. */
export function gameName(round: BracketRound, game: BracketGame): string {
  if (round.games.length === 1) return round.name;
  return `${round.name} ${round.games.indexOf(game) + 1}`;
}

/**
 * What stands in for a team not known yet: the game it comes from ("Winner of Semi-final 1"; the
 * third-place game takes the semi-finals' losers), or "To be decided" in the first round before the
 * bracket is seeded from the table.
 */
export function placeholders(
  rounds: readonly BracketRound[],
  game: BracketGame,
): { home: string; away: string } {
  const undecided = { home: 'To be decided', away: 'To be decided' };
  if (game.isThirdPlace) {
    // The third-place game is between the losers of the round before the final.
    const semis = rounds.at(-2);
    if (!semis || semis.games.length < 2) return undecided;
    return {
      home: `Loser of ${gameName(semis, semis.games[0] as BracketGame)}`,
      away: `Loser of ${gameName(semis, semis.games[1] as BracketGame)}`,
    };
  }
  const at = rounds.findIndex((round) => round.round === game.round);
  const previous = at > 0 ? rounds[at - 1] : undefined;
  const round = rounds[at];
  if (!previous || !round) return undecided;
  const index = round.games.indexOf(game);
  const home = previous.games[index * 2];
  const away = previous.games[index * 2 + 1];
  return {
    home: home ? `Winner of ${gameName(previous, home)}` : 'To be decided',
    away: away ? `Winner of ${gameName(previous, away)}` : 'To be decided',
  };
}
