import type { ProfilesRepository } from './profiles.repository.ts';

export function createProfilesService({ profilesRepo }: { profilesRepo: ProfilesRepository }) {
  return {
    /** Every account gets its profile row at sign-up, carrying its username, name and email. */
    async createForAccount(account: { id: string; username: string; name: string; email: string }) {
      await profilesRepo.insertIfMissing({
        userId: account.id,
        username: account.username,
        name: account.name,
        email: account.email,
      });
    },

    /** A profile is complete with a name, a location and at least one sport (spec: post-auth redirects). */
    async isComplete(userId: string): Promise<boolean> {
      const profile = await profilesRepo.findCompleteness(userId);
      return Boolean(profile?.name.trim() && profile.location?.trim() && profile.sports.length > 0);
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
