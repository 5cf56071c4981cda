/**
 * Which round of a season's fixtures is "now": the Fixtures tab opens on it. Pure, so the server picks it
 * and anything that compares with the server (the benchmark's bare server) picks it alike.
 */

/** A round as its summary counts it: the regular season's rounds come before the playoffs'. */
type CountedRound<Stage extends string> = {
  stage: Stage;
  round: number;
  fixtures: number;
  counted: number;
};

/**
 * The first round, in play order (`rounds` is in it), with a fixture whose result does not count yet;
 * when every result counts, the last round; undefined for a season without fixtures.
 */
export function currentRound<Stage extends string, R extends CountedRound<Stage>>(
  rounds: readonly R[],
): R | undefined {
  return rounds.find((round) => round.counted < round.fixtures) ?? rounds.at(-1);
}
