import { alias, type BuildAliasTable } from 'drizzle-orm/pg-core';
import { userProfiles, userSportActivities } from '../../db/schema/profiles.ts';

// What other features may read of a player's profile, named once: they join `source` and read these
// columns, never the table by name, so a column changes here and nowhere else. Joins stay in the
// caller's own statement (one query, not one per person).

function profileColumnsOf(profile: typeof userProfiles | BuildAliasTable<typeof userProfiles, string>) {
  return {
    /** For FROM and JOIN clauses only: read the profile through the columns below. */
    source: profile,
    userId: profile.userId,
    /** The person card: the name, handle and picture shown wherever a player appears. */
    name: profile.name,
    username: profile.username,
    avatarUrl: profile.avatarUrl,
    gender: profile.gender,
    sports: profile.sports,
    sportSkills: profile.sportSkills,
    latitude: profile.latitude,
    longitude: profile.longitude,
    /** The player lets friends see them online. */
    showActivityStatus: profile.showActivityStatus,
    updatedAt: profile.updatedAt,
  };
}

/** Every player's profile, as other features may read it. */
export const profileColumns = profileColumnsOf(userProfiles);

/** The same under another name, for a statement that joins profiles twice (a host and a requester). */
export const profileColumnsAs = (name: string) => profileColumnsOf(alias(userProfiles, name));

/** How often a player played each sport (the profile's Sport Activity). */
export const sportActivityColumns = {
  /** For FROM and JOIN clauses only: read the rows through the columns below. */
  source: userSportActivities,
  userId: userSportActivities.userId,
  sport: userSportActivities.sport,
  timesPlayed: userSportActivities.timesPlayed,
  lastPlayed: userSportActivities.lastPlayed,
};
