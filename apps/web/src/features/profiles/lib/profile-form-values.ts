import type { Gender, OwnProfile } from '@rally/shared/profiles/profiles.schemas';
import { sportNameSchema } from '@rally/shared/sport-name.schema';
import type { SkillLevel, SportName } from '@rally/shared/sports';

/** What the Edit Profile form holds: plain strings for text inputs, null for "no gender given". */
export type ProfileFormValues = {
  name: string;
  location: string;
  /** The picked suggestion's position; null while the place is typed (the server then locates it). */
  latitude: number | null;
  longitude: number | null;
  bio: string;
  gender: Gender | null;
  customGender: string;
  sports: SportName[];
  sportSkills: Partial<Record<SportName, SkillLevel>>;
};

const isSportName = (sport: string): sport is SportName => sportNameSchema.safeParse(sport).success;

/** The saved profile as form values; a sport the list no longer has is left out rather than failing the save. */
export function toProfileFormValues(profile: OwnProfile): ProfileFormValues {
  const sports = profile.sports.filter(isSportName);
  return {
    name: profile.name,
    location: profile.location ?? '',
    latitude: null,
    longitude: null,
    bio: profile.bio ?? '',
    gender: profile.gender,
    customGender: profile.customGender ?? '',
    sports,
    sportSkills: Object.fromEntries(
      sports.flatMap((sport) => {
        const level = profile.sportSkills[sport];
        return level ? [[sport, level]] : [];
      }),
    ),
  };
}
