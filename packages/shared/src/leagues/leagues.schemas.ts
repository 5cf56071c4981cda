import { z } from 'zod';
import { latitudeQuery, latitudeSchema, longitudeQuery, longitudeSchema } from '../coordinates.ts';
import { pathParam, uuidPathParam } from '../ids.ts';
import {
  JOIN_REQUEST_MESSAGE_MAX_LENGTH,
  type JoinRequestAnswerInput,
  joinRequestAnswerInput,
  joinRequestInputFor,
  type PendingJoinRequest,
  type Person,
  pendingJoinRequestListSchema,
  pendingJoinRequestSchema,
  personSchema,
} from '../join-requests/join-requests.schemas.ts';
import { sportNameSchema } from '../sport-name.schema.ts';
import { SPORT_NAMES } from '../sports.ts';
import { type ContentField, cleanText } from '../text-filter.ts';
import { INVITE_EMAILS_PER_SEND_MAX } from './league-invitations.ts';
import { leagueMessages } from './leagues.messages.ts';

export {
  INVITE_EMAILS_PER_DAY_MAX,
  INVITE_EMAILS_PER_SEND_MAX,
  leagueUrl,
  splitEmailList,
} from './league-invitations.ts';

/** Spec document 2 §5 and §9: league forms' skill levels and member bounds. */
export const LEAGUE_SKILL_LEVELS = ['beginner', 'casual', 'intermediate', 'advanced'] as const;
export const leagueSkillLevelSchema = z.enum(LEAGUE_SKILL_LEVELS);
export type LeagueSkillLevel = z.infer<typeof leagueSkillLevelSchema>;

export const LEAGUE_MEMBERS_MIN = 2;
export const LEAGUE_MEMBERS_MAX = 50;
export const LEAGUE_MEMBERS_DEFAULT = 12;

/** Rally's own bounds on free text. */
export const LEAGUE_NAME_MAX_LENGTH = 80;
export const LEAGUE_DESCRIPTION_MAX_LENGTH = 2_000;
/** A join request's message (every kind of join request shares the bound). */
export const LEAGUE_JOIN_MESSAGE_MAX_LENGTH = JOIN_REQUEST_MESSAGE_MAX_LENGTH;
export const SECTION_TITLE_MAX_LENGTH = 100;
export const SECTION_CONTENT_MAX_LENGTH = 5_000;
export const NEWS_TITLE_MAX_LENGTH = 150;
export const NEWS_CONTENT_MAX_LENGTH = 5_000;
/** Images one news post may hold, and one upload may carry. */
export const NEWS_IMAGES_MAX = 10;
/** The largest news image accepted, before re-encoding (a phone photo fits). */
export const NEWS_IMAGE_MAX_MB = 10;
export const NEWS_IMAGE_MAX_BYTES = NEWS_IMAGE_MAX_MB * 1024 * 1024;
/** How many leagues Discover lists at once (most members first); its tab count is the full total. */
export const DISCOVER_PAGE_SIZE = 50;
/** A league's optional place (Create League): as long as a game's location may be. */
export const LEAGUE_PLACE_MAX_LENGTH = 200;
/**
 * Discover lists the leagues within this many miles of the player first, nearest first, then the rest
 * in its usual order: a metro area and its suburbs, the distance a player drives for a weekly league.
 */
export const LEAGUE_NEAR_RADIUS_MILES = 50;

/**
 * The league page's tabs, in order (spec document 2 §2), with Standings, the spec's hidden panel,
 * now a tab. Teams, Schedule, News, Stats and Media carry a title and content the creator edits;
 * About edits the league's description and skill level; Standings is computed.
 */
export const LEAGUE_TABS = ['teams', 'schedule', 'news', 'stats', 'media', 'about', 'standings'] as const;
export const leagueTabSchema = z.enum(LEAGUE_TABS);
export type LeagueTab = z.infer<typeof leagueTabSchema>;
export const SECTION_TABS = ['teams', 'schedule', 'news', 'stats', 'media'] as const;
export const sectionTabSchema = z.enum(SECTION_TABS);
export type SectionTab = z.infer<typeof sectionTabSchema>;

const requiredName = z
  .string({ error: leagueMessages.requiredFields })
  .trim()
  .min(1, leagueMessages.requiredFields)
  .max(LEAGUE_NAME_MAX_LENGTH, `Must be at most ${LEAGUE_NAME_MAX_LENGTH} characters`)
  .apply(cleanText('leagueName'));

/** Optional free text that passes the content check; blank after trimming means absent. */
export const optionalCheckedText = (max: number, field: ContentField) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .apply(cleanText(field))
    .nullish()
    .transform((text) => text || null);

/** Required free text that passes the content check. */
export const requiredCheckedText = (max: number, field: ContentField, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Must be at most ${max} characters`)
    .apply(cleanText(field));

const maxMembers = z
  .number({ error: `Maximum members must be between ${LEAGUE_MEMBERS_MIN} and ${LEAGUE_MEMBERS_MAX}.` })
  .int()
  .min(LEAGUE_MEMBERS_MIN, `Maximum members must be between ${LEAGUE_MEMBERS_MIN} and ${LEAGUE_MEMBERS_MAX}.`)
  .max(
    LEAGUE_MEMBERS_MAX,
    `Maximum members must be between ${LEAGUE_MEMBERS_MIN} and ${LEAGUE_MEMBERS_MAX}.`,
  );

/** The Create League form and POST /api/leagues (spec document 2 §5). */
export const createLeagueInput = z
  .object({
    name: requiredName,
    sport: z.enum(SPORT_NAMES, { error: leagueMessages.requiredFields }),
    skillLevel: z.enum(LEAGUE_SKILL_LEVELS, { error: leagueMessages.requiredFields }),
    maxMembers: maxMembers.default(LEAGUE_MEMBERS_DEFAULT),
    description: optionalCheckedText(LEAGUE_DESCRIPTION_MAX_LENGTH, 'leagueDescription'),
    /** The spec's entity has is_private but its form forgot it; Rally's form has the toggle. */
    isPrivate: z.boolean().default(false),
    /**
     * Where the league plays (optional): without it Discover measures from the creator's place. The
     * position comes with a picked suggestion; a typed place is located by the server.
     */
    place: z
      .string()
      .trim()
      .max(LEAGUE_PLACE_MAX_LENGTH, `Must be at most ${LEAGUE_PLACE_MAX_LENGTH} characters`)
      .nullish()
      .transform((text) => text || null),
    latitude: latitudeSchema.nullish().transform((value) => value ?? null),
    longitude: longitudeSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((input, ctx) => {
    if ((input.latitude === null) !== (input.longitude === null)) {
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: leagueMessages.placePositionPair });
    } else if (input.latitude !== null && input.place === null) {
      ctx.addIssue({ code: 'custom', path: ['place'], message: leagueMessages.placePositionWithoutPlace });
    }
  });
export type CreateLeagueInput = z.input<typeof createLeagueInput>;
export type NewLeague = z.output<typeof createLeagueInput>;

/** The About tab (creator): the description and the skill level. */
export const updateLeagueAboutInput = z.object({
  description: optionalCheckedText(LEAGUE_DESCRIPTION_MAX_LENGTH, 'leagueDescription'),
  skillLevel: leagueSkillLevelSchema,
});
export type UpdateLeagueAboutInput = z.input<typeof updateLeagueAboutInput>;

/** One tab's saved title and content (creator); blank means the page shows the tab's placeholder. */
export const updateSectionInput = z.object({
  title: optionalCheckedText(SECTION_TITLE_MAX_LENGTH, 'leagueNews'),
  content: optionalCheckedText(SECTION_CONTENT_MAX_LENGTH, 'leagueNews'),
});
export type UpdateSectionInput = z.input<typeof updateSectionInput>;

/** GET /api/leagues: the viewer's leagues and the ones to discover, searched and filtered by sport. */
export const leagueListQuery = z
  .object({
    q: z.string().trim().max(LEAGUE_NAME_MAX_LENGTH).optional(),
    sport: z.union([z.literal('all'), sportNameSchema]).default('all'),
    /** The browser's position, when the player shared it; else Discover measures from their profile's place. */
    lat: latitudeQuery.optional(),
    lng: longitudeQuery.optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    path: ['lng'],
    message: 'Give both lat and lng, or neither.',
  });
export type LeagueListQuery = z.input<typeof leagueListQuery>;

/** A member as the league's lists show them: the one person shape every join request uses too. */
export const leaguePersonSchema = personSchema;
export type LeaguePerson = Person;

/** How the viewer stands with a league: what the cards' buttons and the page's actions follow. */
export const leagueRelationSchema = z.enum(['creator', 'member', 'requested', 'rejected', 'none']);
export type LeagueRelation = z.infer<typeof leagueRelationSchema>;

/** A league as the list cards show it. */
export const leagueSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.string(),
  skillLevel: leagueSkillLevelSchema,
  description: z.string().nullable(),
  isPrivate: z.boolean(),
  /** Every member, the creator included. */
  memberCount: z.number().int(),
  /** Null means no limit (shown as ∞). */
  maxMembers: z.number().int().nullable(),
  /** Inter-league games with a reported result, and how many of them this league won. */
  gamesPlayed: z.number().int(),
  wins: z.number().int(),
  relation: leagueRelationSchema,
  createdAt: z.string(),
  /** Where the league plays, when its creator named a place. */
  place: z.string().nullable(),
  /**
   * Miles from the player to the league (its place's position, else its creator's place), one decimal;
   * null when either is unknown, and on lists that do not rank by distance.
   */
  distanceMiles: z.number().nullable(),
});
export type LeagueSummary = z.infer<typeof leagueSummarySchema>;

export const leagueListSchema = z.object({
  mine: z.array(leagueSummarySchema),
  /** The first leagues to discover (most members first), and how many match in all. */
  discover: z.array(leagueSummarySchema),
  discoverCount: z.number().int(),
  /** Whether any league exists for the viewer to join at all: picks Discover's empty sub-text. */
  anyToDiscover: z.boolean(),
  /**
   * Where Discover measured from ("Near Austin, TX"): the browser's position or the profile's place;
   * null when neither is known, and Discover keeps its usual order.
   */
  near: z.object({ source: z.enum(['device', 'profile']), label: z.string().nullable() }).nullable(),
});
export type LeagueList = z.infer<typeof leagueListSchema>;

/** What the viewer may do; the client shows exactly these actions and never re-derives a rule. */
export const leagueAbilitiesSchema = z.object({
  canJoin: z.boolean(),
  canRequest: z.boolean(),
  canLeave: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** Join Requests (creator of a private league). */
  canManageJoinRequests: z.boolean(),
  /** Game Requests, Schedule Game and reporting results (creator). */
  canManageGames: z.boolean(),
  canInvite: z.boolean(),
  /** Members, news, media and schedule of a private league are for its members. */
  canSeeContent: z.boolean(),
});
export type LeagueAbilities = z.infer<typeof leagueAbilitiesSchema>;

export const leagueSectionSchema = z.object({
  tab: sectionTabSchema,
  title: z.string().nullable(),
  content: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type LeagueSection = z.infer<typeof leagueSectionSchema>;

/** GET /api/leagues/{id}: the page's header, stat cards, saved tab sections and the viewer's abilities. */
export const leagueDetailSchema = leagueSummarySchema.extend({
  creator: leaguePersonSchema,
  /** Upcoming approved inter-league games (the Active Games stat card). */
  activeGames: z.number().int(),
  /** Creator only (0 for everyone else). */
  pendingJoinRequestCount: z.number().int(),
  pendingGameRequestCount: z.number().int(),
  /** One entry per section tab, in tab order; empty when the viewer may not see content. */
  sections: z.array(leagueSectionSchema),
  abilities: leagueAbilitiesSchema,
});
export type LeagueDetail = z.infer<typeof leagueDetailSchema>;

export const leagueMemberSchema = leaguePersonSchema.extend({
  isCreator: z.boolean(),
  joinedAt: z.string(),
});
export const leagueMemberListSchema = z.object({ members: z.array(leagueMemberSchema) });
export type LeagueMember = z.infer<typeof leagueMemberSchema>;

export const leagueJoinRequestInput = joinRequestInputFor(
  LEAGUE_JOIN_MESSAGE_MAX_LENGTH,
  'leagueJoinMessage',
);
export type LeagueJoinRequestInput = z.input<typeof leagueJoinRequestInput>;

/** A league lists pending requests only: the shared pending shape, under the league's names. */
export const leagueJoinRequestSchema = pendingJoinRequestSchema;
export const leagueJoinRequestListSchema = pendingJoinRequestListSchema;
export type LeagueJoinRequest = PendingJoinRequest;

export const respondInput = joinRequestAnswerInput;
export type RespondInput = JoinRequestAnswerInput;

/** Invite Players: the comma-separated email field, split, trimmed and checked on the server too. */
export const leagueInvitationsInput = z.object({
  emails: z
    .string()
    .trim()
    .min(1, leagueMessages.noEmails)
    .max(INVITE_EMAILS_PER_SEND_MAX * 260),
});
export type LeagueInvitationsInput = z.infer<typeof leagueInvitationsInput>;
export const leagueInvitationsResultSchema = z.object({ message: z.string(), sent: z.number().int() });

export const newsImageSchema = z.object({ id: z.string(), url: z.string(), createdAt: z.string() });
export type NewsImage = z.infer<typeof newsImageSchema>;

export const newsPostInput = z.object({
  title: requiredCheckedText(NEWS_TITLE_MAX_LENGTH, 'leagueNews', leagueMessages.requiredFields),
  content: optionalCheckedText(NEWS_CONTENT_MAX_LENGTH, 'leagueNews'),
});
export type NewsPostInput = z.input<typeof newsPostInput>;

export const newsPostSchema = z.object({
  id: z.string(),
  /** Empty, with no content and no images, once a moderator removed the post (`removed`). */
  title: z.string(),
  content: z.string().nullable(),
  author: leaguePersonSchema,
  images: z.array(newsImageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Removed by a moderator: a tombstone stands where it stood. */
  removed: z.boolean(),
});
export type NewsPost = z.infer<typeof newsPostSchema>;
export const newsPostListSchema = z.object({ posts: z.array(newsPostSchema) });

/** The Media tab: every image of the league's news, newest first. */
export const leagueMediaSchema = z.object({
  images: z.array(newsImageSchema.extend({ postId: z.string(), postTitle: z.string() })),
});
export type LeagueMedia = z.infer<typeof leagueMediaSchema>;

export const leagueIdParams = z.object({
  id: uuidPathParam('The league id', { code: 'league_not_found', message: leagueMessages.notFoundTitle }),
});
export const leagueRequestParams = leagueIdParams.extend({
  requestId: uuidPathParam('The join request id', {
    code: 'league_join_request_not_found',
    message: leagueMessages.requestNotFound,
  }),
});
export const leagueSectionParams = leagueIdParams.extend({
  tab: pathParam(sectionTabSchema.describe('The section'), {
    code: 'not_found',
    message: 'Section not found',
  }),
});
export const newsPostParams = leagueIdParams.extend({
  postId: uuidPathParam('The news post id', { code: 'not_found', message: leagueMessages.postNotFound }),
});
export const newsImageParams = newsPostParams.extend({
  imageId: uuidPathParam('The image id', { code: 'not_found', message: leagueMessages.imageNotFound }),
});

/** What a league action answers: its success text. Clients refetch the league. */
export const leagueActionResultSchema = z.object({ message: z.string() });
export type LeagueActionResult = z.infer<typeof leagueActionResultSchema>;

/** One league's page follows `league:{id}` (league updates and membership changes). */
export const leagueTopic = (leagueId: string) => `league:${leagueId}`;
