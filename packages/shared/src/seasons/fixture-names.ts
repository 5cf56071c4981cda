/**
 * How a fixture and its round are named wherever players read them: the Fixtures tab's round picker,
 * a fixture game's page, titles, descriptions and calendars. Pure, so the server and the pages name a
 * round alike.
 */

type NamedRound = { stage: 'regular' | 'playoff'; round: number; isThirdPlace?: boolean };

/**
 * A playoff round's name, counted from the final back: with 8 teams round 1 is the quarter-final, with 4
 * the semi-final, with 2 the final. `playoffTeams` is the bracket's size (2, 4 or 8). The third-place game
 * is played in the final's round but named on its own.
 */
export function playoffRoundName(
  fixture: { round: number; isThirdPlace?: boolean },
  playoffTeams: number,
): string {
  if (fixture.isThirdPlace) return 'Third place';
  const rounds = Math.max(1, Math.round(Math.log2(Math.max(2, playoffTeams))));
  const fromFinal = rounds - fixture.round;
  if (fromFinal <= 0) return 'Final';
  if (fromFinal === 1) return 'Semi-final';
  if (fromFinal === 2) return 'Quarter-final';
  return `Playoff round ${fixture.round}`;
}

/** "Round n" for the regular season, or the bracket's round ("Semi-final"). */
export function fixtureRoundName(fixture: NamedRound, playoffTeams: number): string {
  return fixture.stage === 'playoff' ? playoffRoundName(fixture, playoffTeams) : `Round ${fixture.round}`;
}

/** "<Home> v <Away>"; a playoff's with its round first ("Final: Reds v Blues"). */
export function fixtureTitle(
  fixture: NamedRound,
  homeName: string,
  awayName: string,
  playoffTeams: number,
): string {
  const teams = `${homeName} v ${awayName}`;
  return fixture.stage === 'playoff' ? `${playoffRoundName(fixture, playoffTeams)}: ${teams}` : teams;
}

/** "<League> · <Season> · Round n", or the bracket's round. */
export function fixtureDescription(
  fixture: NamedRound,
  season: { name: string; leagueName: string; playoffTeams: number },
): string {
  return `${season.leagueName} · ${season.name} · ${fixtureRoundName(fixture, season.playoffTeams)}`;
}
