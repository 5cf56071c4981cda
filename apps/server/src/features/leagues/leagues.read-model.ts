import { leagueMemberships, leagues } from '../../db/schema/leagues.ts';

// What other features may read of leagues and their members, named once: they join `source` and read
// these columns, never the tables by name, so a column changes here and nowhere else.

/** A league as the administrator's recent activity lists it. */
export const leagueColumns = {
  /** For FROM and JOIN clauses only: read the league through the columns below. */
  source: leagues,
  id: leagues.id,
  name: leagues.name,
  isPrivate: leagues.isPrivate,
  createdBy: leagues.createdBy,
  createdAt: leagues.createdAt,
};

/** A league's members, as other features read them. */
export const leagueMemberColumns = {
  /** For FROM and JOIN clauses only: read the rows through the columns below. */
  source: leagueMemberships,
  leagueId: leagueMemberships.leagueId,
  userId: leagueMemberships.userId,
  joinedAt: leagueMemberships.joinedAt,
};
