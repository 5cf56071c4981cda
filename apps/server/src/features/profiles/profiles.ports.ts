import type { Database } from '../../db/client.ts';
import { createActivityStatusLookup } from './activity-status-lookup.ts';
import { createProfilesRepository } from './profiles.repository.ts';

/**
 * What other features may read of profiles before the profiles service exists (presence, places,
 * delivery are built first, and the profiles service depends on them): on the profiles feature's tables.
 */
export type ProfileReads = ReturnType<typeof createProfileReads>;

export function createProfileReads(db: Database) {
  const profilesRepo = createProfilesRepository(db);
  return {
    /** Whether each user shares their activity status (presence). */
    activityStatus: createActivityStatusLookup(profilesRepo),
    /** The place a player's profile names, for "near you" without the browser's position. */
    placeOf: async (userId: string) => (await profilesRepo.findByUserId(userId)) ?? null,
    /** Where a player's emails go. */
    emailOf: async (userId: string) => (await profilesRepo.findByUserId(userId))?.email ?? null,
  };
}

/** What other features read of people: each one's public card (name, username, avatar, sports). */
export type PeopleDirectory = {
  getPublicProfiles(
    userIds: readonly string[],
  ): Promise<Map<string, { name: string; username: string; avatarUrl: string | null; sports: string[] }>>;
};
