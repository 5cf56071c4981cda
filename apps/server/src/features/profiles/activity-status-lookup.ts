import type { ProfilesRepository } from './profiles.repository.ts';

/**
 * Whether users share their activity status, for presence: built on the repository alone so presence
 * exists before the profiles service, which takes presence's `hide` for the activity-status toggle.
 */
export function createActivityStatusLookup(profilesRepo: Pick<ProfilesRepository, 'activityStatusSettings'>) {
  return {
    /** Each known user's "show activity status" setting; unknown ids are absent. */
    async getActivityStatusSettings(userIds: readonly string[]): Promise<Map<string, boolean>> {
      const settings = await profilesRepo.activityStatusSettings(userIds);
      return new Map(settings.map((row) => [row.userId, row.showActivityStatus]));
    },
  };
}
