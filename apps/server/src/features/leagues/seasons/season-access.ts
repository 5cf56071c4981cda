import type { LeagueViewerRole } from '../league-access.ts';

/**
 * How the viewer stands with a season, as every season rule reads it (issue 29): their role in the
 * league, whether they organise it (its creator or a co-organiser), the team they play for and the
 * teams they captain. Loaded in one statement by `createSeasonAccessRepository`.
 */
export type SeasonAccess = {
  seasonId: string;
  leagueId: string;
  leagueName: string;
  leagueSport: string;
  leagueIsPrivate: boolean;
  leagueCreatorId: string;
  role: LeagueViewerRole;
  /** The league's creator or one of the co-organisers they named. */
  isOrganiser: boolean;
  /** The viewer's team in this season (a player is on at most one), or null. */
  teamId: string | null;
  /** The team the viewer captains in this season, or null. */
  captainOfTeamId: string | null;
};

/** A private league's seasons are for its members; a public league's for everyone (as its other content). */
export const canSeeSeason = (access: SeasonAccess) => !access.leagueIsPrivate || access.role !== 'none';

/** Members of the league: who may join a team, ask to be placed, or be put on a roster. */
export const isLeagueMember = (access: Pick<SeasonAccess, 'role'>) => access.role !== 'none';

/** Whether the viewer captains `teamId` (an organiser is not a captain by organising). */
export const captains = (access: Pick<SeasonAccess, 'captainOfTeamId'>, teamId: string) =>
  access.captainOfTeamId === teamId;
