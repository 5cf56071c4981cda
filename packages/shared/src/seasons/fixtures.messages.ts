/**
 * The texts of a season's fixtures (issue 29 §2) that the server's refusals and notices and the pages
 * share. Plain values, so a page reads them without loading the validation library.
 */
export const fixtureMessages = {
  fixtureNotFound: 'Fixture not found',
  organisersOnlyGenerate: "Only the league's organisers can generate fixtures",
  organisersOnlyMove: "Only the league's organisers can move a fixture",
  alreadyGenerated: "This season's fixtures are already out",
  seasonFinished: 'This season is over: its fixtures can no longer change',
  tooFewTeams: 'A season needs at least 2 teams before the fixtures are made',
  captainsNeeded: 'Every team needs a captain before the fixtures are made',
  notEnoughMatchDays: (available: number, needed: number) =>
    `The season's match days hold ${available} ${available === 1 ? 'fixture' : 'fixtures'}; ${needed} are needed. Add match days, times or venues, or move the end date.`,
  kickedOff: 'This fixture has kicked off: it can no longer be moved',
  hasResult: 'This fixture has a result: it can no longer be moved',
  pastSlot: 'Choose a date and time still to come',
  clash: (team: string) => `${team} already plays at that time`,
  fixturesOutTitle: (season: string) => `${season}: your fixtures are out`,
  fixturesOut: (count: number, team: string, league: string) =>
    `${team} ${count === 1 ? 'has 1 fixture' : `have ${count} fixtures`} in ${league}. See them in your upcoming games.`,
  movedTitle: 'Fixture moved',
  moved: (home: string, away: string, when: string, venue: string) =>
    `${home} v ${away} moved to ${when} at ${venue}`,
} as const;
