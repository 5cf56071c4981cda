import {
  GENDERS,
  type Gender,
  type OwnProfile,
  type ProfileCard,
  type PublicProfile,
  type SportActivity,
} from '@rally/shared/profiles/profiles.schemas';
import { sportActivityPercent } from '@rally/shared/profiles/sport-activity';
import { SKILL_LEVELS, type SkillLevel } from '@rally/shared/sports';
import type { ProfileCardRow, ProfileRow, SportActivityRow } from './profiles.repository.ts';

// Rows to wire shapes. Stored JSON is read defensively: an unknown level or gender is left out
// rather than breaking the screen.

const isSkillLevel = (value: unknown): value is SkillLevel => SKILL_LEVELS.includes(value as SkillLevel);
const isGender = (value: unknown): value is Gender => GENDERS.includes(value as Gender);

function skillsOf(row: Pick<ProfileRow, 'sportSkills'>): Record<string, SkillLevel> {
  return Object.fromEntries(
    Object.entries(row.sportSkills ?? {}).filter((entry): entry is [string, SkillLevel] =>
      isSkillLevel(entry[1]),
    ),
  );
}

/**
 * The limited safe view: exactly the five fields the spec allows anyone to see. Gender is not one of
 * them: only the owner sees it (`toOwnProfile`); games read it only to apply their gender rule.
 */
export const toPublicProfile = (row: ProfileCardRow): PublicProfile => ({
  userId: row.userId,
  name: row.name,
  avatarUrl: row.avatarUrl,
  sports: row.sports,
  sportSkills: skillsOf(row),
});

export const toProfileCard = (row: ProfileCardRow): ProfileCard => ({
  ...toPublicProfile(row),
  username: row.username,
});

export const toOwnProfile = (row: ProfileRow): OwnProfile => ({
  ...toProfileCard(row),
  email: row.email,
  location: row.location,
  bio: row.bio,
  gender: isGender(row.gender) ? row.gender : null,
  customGender: row.gender === 'other' ? row.customGender : null,
  showActivityStatus: row.showActivityStatus,
  updatedAt: row.updatedAt.toISOString(),
});

export const toSportActivity = (
  row: SportActivityRow,
  results: Pick<SportActivity, 'wins' | 'losses' | 'draws'> = { wins: 0, losses: 0, draws: 0 },
): SportActivity => ({
  sport: row.sport,
  timesPlayed: row.timesPlayed,
  lastPlayed: row.lastPlayed?.toISOString() ?? null,
  barPercent: sportActivityPercent(row.timesPlayed),
  wins: results.wins,
  losses: results.losses,
  draws: results.draws,
});
