import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../coordinates.ts';
import { fairPlaySchema } from '../fair-play/fair-play.schemas.ts';
import { attendanceRecordSchema } from '../games/attendance.schemas.ts';
import { textPathParam } from '../ids.ts';
import { DISPLAY_NAME_MAX_LENGTH } from '../limits.ts';
import { sportNameSchema } from '../sport-name.schema.ts';
import { DEFAULT_SKILL_LEVEL, SKILL_LEVELS, type SkillLevel, type SportName } from '../sports.ts';
import { cleanText } from '../text-filter.ts';
import {
  CUSTOM_GENDER_MAX_LENGTH,
  GENDERS,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_LOCATION_MAX_LENGTH,
  PROFILE_SPORTS_MAX,
} from './profiles.limits.ts';
import { profileMessages } from './profiles.messages.ts';

export { GENDERS } from './profiles.limits.ts';
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;

export const skillLevelSchema = z.enum(SKILL_LEVELS);

/**
 * The Edit Profile form and PUT /api/profiles/me. The username is not part of it: it never changes
 * (spec §5), so a client that sends one has it ignored. Name and bio pass the profanity and slur check
 * with the spec's texts. Every selected sport gets a level (beginner unless chosen), and levels of
 * sports not selected are dropped; a custom gender is kept only with gender "other", which needs one.
 *
 * A place and at least one sport are required on every save: they are what makes Rally useful (games
 * near you, in your sports), and what makes a profile complete, so no save can leave one incomplete.
 * `latitude`/`longitude` come with a place picked from the suggestions; without them the server locates
 * the typed place itself.
 */
export const updateProfileInput = z
  .object({
    name: z
      .string({ error: profileMessages.nameRequired })
      .trim()
      .min(1, profileMessages.nameRequired)
      .max(DISPLAY_NAME_MAX_LENGTH, `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`)
      .apply(cleanText('name')),
    location: z
      .string({ error: profileMessages.locationRequired })
      .trim()
      .min(1, profileMessages.locationRequired)
      .max(PROFILE_LOCATION_MAX_LENGTH, `Location must be at most ${PROFILE_LOCATION_MAX_LENGTH} characters`),
    // Rounded as every stored position is: a subnormal latitude saved here made each near list's
    // distance underflow on PostgreSQL afterwards.
    latitude: latitudeSchema.nullish(),
    longitude: longitudeSchema.nullish(),
    bio: z
      .string()
      .trim()
      .max(PROFILE_BIO_MAX_LENGTH, `Bio must be at most ${PROFILE_BIO_MAX_LENGTH} characters`)
      .apply(cleanText('bio'))
      .nullish(),
    gender: genderSchema.nullish(),
    customGender: z
      .string()
      .trim()
      .max(CUSTOM_GENDER_MAX_LENGTH, `Gender must be at most ${CUSTOM_GENDER_MAX_LENGTH} characters`)
      .nullish(),
    sports: z
      .array(sportNameSchema, { error: profileMessages.sportRequired })
      .min(1, profileMessages.sportRequired)
      .max(PROFILE_SPORTS_MAX)
      .refine((sports) => new Set(sports).size === sports.length, profileMessages.duplicateSport),
    sportSkills: z.partialRecord(sportNameSchema, skillLevelSchema).default({}),
  })
  .superRefine((input, ctx) => {
    if (input.gender === 'other' && !input.customGender) {
      ctx.addIssue({ code: 'custom', path: ['customGender'], message: profileMessages.customGenderRequired });
    }
  })
  // Blank optional text (after trimming) is stored as absent.
  .transform(({ name, location, latitude, longitude, bio, gender, customGender, sports, sportSkills }) => ({
    name,
    location,
    // Both or neither: half a position is no position.
    ...(latitude != null && longitude != null
      ? { latitude, longitude }
      : { latitude: null, longitude: null }),
    bio: bio || null,
    gender: gender ?? null,
    customGender: gender === 'other' ? customGender || null : null,
    sports,
    sportSkills: skillsForSports(sports, sportSkills),
  }));
export type UpdateProfileInput = z.input<typeof updateProfileInput>;
export type ProfileUpdate = z.output<typeof updateProfileInput>;

/** A level for every selected sport (the chosen one, or beginner) and none for the others. */
export function skillsForSports(
  sports: readonly SportName[],
  skills: Partial<Record<SportName, SkillLevel>>,
): Partial<Record<SportName, SkillLevel>> {
  return Object.fromEntries(sports.map((sport) => [sport, skills[sport] ?? DEFAULT_SKILL_LEVEL]));
}

export const updateActivityStatusInput = z.object({ showActivityStatus: z.boolean() });
export type UpdateActivityStatusInput = z.infer<typeof updateActivityStatusInput>;

/** The own activity-status setting alone, for screens that need only that flag (presence, settings). */
export const activityStatusSchema = z.object({ showActivityStatus: z.boolean() });
export type ActivityStatus = z.infer<typeof activityStatusSchema>;

/** Kilometres or miles for every distance shown; null follows the browser's locale. The API stays in miles. */
export const DISTANCE_UNITS = ['mi', 'km'] as const;
export const distanceUnitSchema = z.enum(DISTANCE_UNITS);
export type DistanceUnit = z.infer<typeof distanceUnitSchema>;
export const distanceUnitSettingSchema = z.object({ distanceUnit: distanceUnitSchema.nullable() });
export type DistanceUnitSetting = z.infer<typeof distanceUnitSettingSchema>;

export const profileUserIdParams = z.object({
  userId: textPathParam('The user id', 100, { code: 'profile_not_found', message: profileMessages.notFound }),
});

/**
 * What anyone signed in may see of another player: the spec's limited safe view (user_id, name,
 * avatar_url, sports, sport_skills) and nothing else. Serialising through it drops every other field.
 */
export const publicProfileSchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  sports: z.array(z.string()),
  sportSkills: z.record(z.string(), skillLevelSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** Everything the owner sees and edits of their own profile. */
export const ownProfileSchema = publicProfileSchema.extend({
  username: z.string(),
  email: z.string(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  gender: genderSchema.nullable(),
  customGender: z.string().nullable(),
  showActivityStatus: z.boolean(),
  updatedAt: z.string(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** The viewer's relation to the profile shown (self on the own profile). */
export const friendshipStatusSchema = z.enum(['self', 'none', 'pending_sent', 'pending_received', 'friends']);
export type FriendshipStatus = z.infer<typeof friendshipStatusSchema>;

export const profileStatsSchema = z.object({
  games: z.number().int().min(0),
  friends: z.number().int().min(0),
  /** The average sportsmanship rating, 1 to 5 rounded to one decimal; null without reviews. */
  rating: z.number().min(1).max(5).nullable(),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

export const sportActivitySchema = z.object({
  sport: z.string(),
  timesPlayed: z.number().int().min(0),
  lastPlayed: z.string().nullable(),
  /** The width of the sport's bar: see `sportActivityPercent`. */
  barPercent: z.number().min(0).max(100),
  /** The player's recorded results in the sport: their team won, lost or drew (issue 27 §4). */
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  draws: z.number().int().min(0),
});
export type SportActivity = z.infer<typeof sportActivitySchema>;

// The leagues, games and reviews cards are filled by those features when they land; until then the
// lists are always empty. These minimal shapes are what the cards need; those features may extend them.
export const profileLeagueSchema = z.object({ id: z.string(), name: z.string(), sport: z.string() });
export const profileGameSchema = z.object({
  id: z.string(),
  title: z.string(),
  sport: z.string(),
  location: z.string(),
  startDatetime: z.string(),
  /** The zone the host set the game in, so the time reads as its players there read it. */
  timeZone: z.string(),
});
export const profileReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  /** Null once a moderator removed the review (with `removed`: a tombstone stands in its place). */
  comment: z.string().nullable(),
  reviewerName: z.string(),
  /** Who wrote it: a viewer may report a review on any profile they see, never their own. */
  reviewerId: z.string(),
  gameTitle: z.string(),
  createdAt: z.string(),
  /** Removed by a moderator: its comment is emptied, and it no longer counts in the average. */
  removed: z.boolean(),
});
export type ProfileLeague = z.infer<typeof profileLeagueSchema>;
export type ProfileGame = z.infer<typeof profileGameSchema>;
export type ProfileReview = z.infer<typeof profileReviewSchema>;

const screenParts = {
  stats: profileStatsSchema,
  /** Most played first. */
  sportActivity: z.array(sportActivitySchema),
  leagues: z.array(profileLeagueSchema),
  upcomingGames: z.array(profileGameSchema),
  pastGames: z.array(profileGameSchema),
  reviews: z.array(profileReviewSchema),
  friendship: friendshipStatusSchema,
  /** The viewer's own standing towards the player shown: they blocked them (the page offers Unblock). */
  viewer: z.object({ blockedByMe: z.boolean() }),
  /** Attended, no-shows, late cancellations (last 12 months) and reliability: the limited view shows it too. */
  attendance: attendanceRecordSchema,
  /** The fair-play level and what it came from (issue 28 §4): the limited view shows it too. */
  fairPlay: fairPlaySchema,
};

/**
 * Everything one profile screen shows, in one response. The owner gets their whole profile; anyone
 * else gets only the public view, whatever the server read.
 */
export const profileScreenSchema = z.discriminatedUnion('isOwn', [
  z.object({ isOwn: z.literal(true), profile: ownProfileSchema, ...screenParts }),
  z.object({ isOwn: z.literal(false), profile: publicProfileSchema, ...screenParts }),
]);
export type ProfileScreen = z.infer<typeof profileScreenSchema>;

/** A player as friend lists, search results and suggestions show them (username included). */
export type ProfileCard = PublicProfile & { username: string };
