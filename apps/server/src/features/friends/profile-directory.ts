/** What the social features need to know about a person, from their profile. */
export type PublicProfile = {
  userId: string;
  name: string;
  username: string;
  avatarUrl: string | null;
  sports: string[];
  sportSkills: Record<string, string>;
};

/**
 * The narrow view of profiles that friends and presence use; the profiles service provides it.
 */
export type ProfileDirectory = {
  getPublicProfiles(userIds: string[]): Promise<Map<string, PublicProfile>>;
  /** People whose username or name contains the term (case-insensitive), prefix matches first. */
  searchProfiles(term: string, limit: number): Promise<PublicProfile[]>;
  /** Whether each user shares their activity status; users without a profile are absent. */
  getActivityStatusSettings(userIds: string[]): Promise<Map<string, boolean>>;
};
