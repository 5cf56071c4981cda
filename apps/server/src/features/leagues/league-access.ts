/** How the viewer stands with a league, as every leagues rule reads it. */
export type LeagueViewerRole = 'creator' | 'member' | 'none';

export type LeagueAccessFacts = { isPrivate: boolean; role: LeagueViewerRole };

/** Members, news, media and schedule of a private league are for its members; a public league's for everyone. */
export function canSeeLeagueContent(facts: LeagueAccessFacts): boolean {
  return !facts.isPrivate || facts.role !== 'none';
}

/** Only the creator edits content, answers requests, schedules, reports results and deletes (spec §6). */
export function isLeagueCreator(facts: Pick<LeagueAccessFacts, 'role'>): boolean {
  return facts.role === 'creator';
}
