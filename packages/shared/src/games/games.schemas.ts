import { z } from 'zod';
import {
  latitudeQuery,
  latitudeSchema,
  longitudeQuery,
  longitudeSchema,
  milesQuery,
} from '../coordinates.ts';
import { gameDate } from '../date-time.ts';
import {
  fairPlayLevelSchema,
  fairPlayRequirementFields,
  requiredFairPlayLevelSchema,
} from '../fair-play/fair-play.schemas.ts';
import { textPathParam, uuidPathParam } from '../ids.ts';
import {
  joinRequestAnswerInput,
  joinRequestInputFor,
  joinRequestStatusSchema,
  type Person,
  personSchema,
} from '../join-requests/join-requests.schemas.ts';
import { FIXTURE_STAGES, RESULT_STATUSES } from '../seasons/seasons.constants.ts';
import { sportNameSchema } from '../sport-name.schema.ts';
import { type ContentField, cleanText } from '../text-filter.ts';
import { attendanceRecordSchema, viewerCheckInSchema } from './attendance.schemas.ts';
import type { GenderEligibility } from './game-gender-rule.ts';
import { checkGameRules, gameDecisionSchema, gameRuleFields, gameRulesSchema } from './game-rules.schemas.ts';
import {
  COST_AMOUNT_MAX,
  DISTANCE_MILES_DEFAULT,
  DISTANCE_MILES_MAX,
  FIND_PAGE_SIZE_DEFAULT,
  FIND_PAGE_SIZE_MAX,
  GAME_DESCRIPTION_MAX_LENGTH,
  GAME_GENDERS,
  GAME_LOCATION_MAX_LENGTH,
  GAME_PLAYERS_DEFAULT,
  GAME_PLAYERS_MAX,
  GAME_PLAYERS_MIN,
  GAME_SKILL_LEVELS,
  GAME_TITLE_MAX_LENGTH,
  INVITE_MAX_FRIENDS,
  JOIN_MESSAGE_MAX_LENGTH,
  VENUE_COSTS,
  WHAT_TO_EXPECT_MAX_LENGTH,
} from './games.limits.ts';
import { gameMessages } from './games.messages.ts';
import { gameGuestSchema } from './guests-cohosts.schemas.ts';
import { checkRepeats, seriesRepeatsInput } from './series.schemas.ts';
import { gameResultSchema, publishedTeamsSchema, viewerResultSchema } from './teams.schemas.ts';

// A game's join requests are the shared join-request shapes; their names here are the ones routes use.
export {
  type JoinRequest,
  type JoinRequestStatus,
  joinRequestListSchema,
  joinRequestSchema,
  joinRequestStatusSchema,
} from '../join-requests/join-requests.schemas.ts';
// A game's join requests carry the requester's attendance record (issue 27 §2).
export { gameJoinRequestListSchema } from './attendance.schemas.ts';
export * from './games.limits.ts';

export const gameSkillLevelSchema = z.enum(GAME_SKILL_LEVELS);
export const gameGenderSchema = z.enum(GAME_GENDERS);
export const venueCostSchema = z.enum(VENUE_COSTS);
export type GameSkillLevel = z.infer<typeof gameSkillLevelSchema>;
export type GameGender = z.infer<typeof gameGenderSchema>;
export type VenueCost = z.infer<typeof venueCostSchema>;

/** Create-form defaults (spec document 2 §3). */
export const CREATE_GAME_DEFAULTS = {
  maxPlayers: GAME_PLAYERS_DEFAULT,
  skillLevel: 'any',
  gender: 'co-ed',
  venueCost: 'free',
  isPrivate: false,
} as const;

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const requiredText = (max: number) =>
  z
    .string({ error: gameMessages.requiredFields })
    .trim()
    .min(1, gameMessages.requiredFields)
    .max(max, `Must be at most ${max} characters`);

/** Optional free text that passes the content check; blank after trimming means absent. */
const optionalCheckedText = (max: number, field: ContentField) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .apply(cleanText(field))
    .nullish()
    .transform((text) => text || null);

/**
 * What a host sets on a game, on Create Game and on Edit game: ONE shape, so a field added here is both
 * created and edited. The server combines date and time in `timeZone` (the creator's, from the browser)
 * into the start, and refuses one in the past.
 */
export const gameFieldsObject = z.object({
  sport: sportNameSchema.optional(),
  title: requiredText(GAME_TITLE_MAX_LENGTH).apply(cleanText('gameTitle')),
  date: gameDate(gameMessages.requiredFields),
  time: z.iso.time({ precision: -1, error: gameMessages.requiredFields }),
  timeZone: z.string().refine(isValidTimeZone, gameMessages.invalidTimeZone),
  location: requiredText(GAME_LOCATION_MAX_LENGTH),
  latitude: latitudeSchema.nullish(),
  longitude: longitudeSchema.nullish(),
  maxPlayers: z
    .number({ error: gameMessages.minPlayers })
    .int(gameMessages.minPlayers)
    .min(GAME_PLAYERS_MIN, gameMessages.minPlayers)
    .max(GAME_PLAYERS_MAX, gameMessages.maxPlayers)
    .default(GAME_PLAYERS_DEFAULT),
  isPrivate: z.boolean().default(false),
  skillLevel: gameSkillLevelSchema.default('any'),
  gender: gameGenderSchema.default('co-ed'),
  venueCost: venueCostSchema.default('free'),
  costAmount: z.number().min(0).max(COST_AMOUNT_MAX).nullish(),
  description: optionalCheckedText(GAME_DESCRIPTION_MAX_LENGTH, 'gameDescription'),
  ...gameRuleFields,
  /** The host's fair-play requirement (issue 28 §4): a minimum level, new players, the waitlist's order. */
  ...fairPlayRequirementFields,
  /** Repeats: a weekly series made from this game (create only; an edit ignores it). */
  repeats: seriesRepeatsInput.nullish(),
});
type GameFieldsParsed = z.output<typeof gameFieldsObject>;

/** The rules across fields, for create and edit alike (and any shape extending `gameFieldsObject`). */
export function checkGameFields<T extends GameFieldsParsed>(input: T, ctx: z.RefinementCtx<T>) {
  if (!input.sport) ctx.addIssue({ code: 'custom', path: ['sport'], message: gameMessages.sportRequired });
  if (input.venueCost === 'paid' && (input.costAmount === null || input.costAmount === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['costAmount'], message: gameMessages.costRequired });
  }
  if ((input.latitude == null) !== (input.longitude == null)) {
    ctx.addIssue({
      code: 'custom',
      path: ['longitude'],
      message: 'Give both latitude and longitude, or neither.',
    });
  }
  checkGameRules(input, ctx);
  checkRepeats(input, ctx);
}

/** The parsed fields as the server stores them: a sport given, absent coordinates and cost as null. */
export const normaliseGameFields = <T extends GameFieldsParsed>(input: T) => ({
  ...input,
  sport: input.sport as NonNullable<T['sport']>,
  latitude: input.latitude ?? null,
  longitude: input.longitude ?? null,
  costAmount: input.venueCost === 'paid' ? (input.costAmount ?? null) : null,
});

/** The Create Game form and POST /api/games (spec document 2 §5). */
export const createGameInput = gameFieldsObject.superRefine(checkGameFields).transform(normaliseGameFields);
export type CreateGameInput = z.input<typeof createGameInput>;
export type NewGame = z.output<typeof createGameInput>;

/**
 * The Edit game form and PATCH /api/games/{id}: the game's fields as the form holds them (the same
 * shape and messages as create). The server compares them with the game and changes what differs.
 */
export const updateGameInput = gameFieldsObject.superRefine(checkGameFields).transform(normaliseGameFields);
export type UpdateGameInput = z.input<typeof updateGameInput>;
export type GameEditValues = z.output<typeof updateGameInput>;

/** Find filter state (spec document 2 §3) plus Rally's search, position, sort and paging. */
export const findGamesQuery = z.object({
  q: z.string().trim().max(GAME_LOCATION_MAX_LENGTH).optional(),
  /** An exact venue, from Popular Locations or a venue card (`/find?location=`). */
  location: z.string().trim().max(GAME_LOCATION_MAX_LENGTH).optional(),
  sport: z.union([z.literal('all'), sportNameSchema]).default('all'),
  skillLevel: gameSkillLevelSchema.default('any'),
  gender: z.union([z.literal('all'), gameGenderSchema]).default('all'),
  venueCost: z.union([z.literal('all'), venueCostSchema]).default('all'),
  /**
   * Miles around the viewer's position (or the place the search names), or `any`; applied only when a
   * position is known, and not to an exact venue (`location`).
   */
  distance: z.union([z.literal('any'), milesQuery(DISTANCE_MILES_MAX)]).default(DISTANCE_MILES_DEFAULT),
  /**
   * "Only games I can join": `only` hides the games the viewer may not join, by their gender rule
   * (`viewerEligibility`) and by the fair-play requirement.
   */
  eligible: z.enum(['all', 'only']).default('all'),
  /**
   * True leaves out only the games whose fair-play requirement the signed-in viewer does not meet
   * (ignored for a signed-out viewer); `eligible=only` includes it.
   */
  joinable: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .default(false),
  /** The viewer's position (browser geolocation); without it the server uses the profile's location. */
  lat: latitudeQuery.optional(),
  lng: longitudeQuery.optional(),
  sort: z.enum(['start', 'distance']).default('start'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(FIND_PAGE_SIZE_MAX).default(FIND_PAGE_SIZE_DEFAULT),
});
export type FindGamesQuery = z.input<typeof findGamesQuery>;
export type FindGamesFilters = z.output<typeof findGamesQuery>;

/** A player as the game's lists show them: the one person shape every join request uses too. */
export const gamePersonSchema = personSchema;
export type GamePerson = Person;

/** How the viewer stands with a game: what the cards' badges and the detail's actions follow. */
export const gameRelationSchema = z.enum([
  'host',
  'participant',
  'waitlisted',
  'requested',
  'invited',
  'none',
]);
export type GameRelation = z.infer<typeof gameRelationSchema>;

/** What `genderEligibility` answers for the viewer and a game, as the wire carries it. */
export const gameEligibilitySchema = z.enum([
  'allowed',
  'gender-needed',
  'not-allowed',
]) satisfies z.ZodType<GenderEligibility>;

/**
 * Where a list's distances are measured from: the device's position, the player's profile place, or the
 * place a search named (`search`); `label` names it ("Austin, TX, US") when it has a name.
 */
export const gameOriginSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  source: z.enum(['device', 'profile', 'search']),
  label: z.string().nullable(),
});
export type GameOrigin = z.infer<typeof gameOriginSchema>;

/** A game as lists show it (find, my games, dashboard, venue pages). */
export const gameSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  sport: z.string(),
  /** The host's wall-clock date (yyyy-MM-dd) and time (HH:MM) in `timeZone`. */
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  /** The start as an ISO instant. */
  startsAt: z.string(),
  /** Decided by the server clock: the start has passed. */
  completed: z.boolean(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Miles from the viewer's position; null when either position is unknown. */
  distanceMiles: z.number().nullable(),
  playersJoined: z.number().int(),
  maxPlayers: z.number().int(),
  spotsLeft: z.number().int(),
  isPrivate: z.boolean(),
  skillLevel: gameSkillLevelSchema,
  gender: gameGenderSchema,
  venueCost: venueCostSchema,
  costAmount: z.number().nullable(),
  host: gamePersonSchema,
  /** The host's fair-play level, as last worked out ('new' without a record). */
  hostFairPlayLevel: fairPlayLevelSchema,
  relation: gameRelationSchema,
  /**
   * Whether the game's gender rule lets the viewer join (`genderEligibility` of the game's gender and
   * the viewer's profile): `gender-needed` when the game is gendered and the profile names no gender.
   */
  viewerEligibility: gameEligibilitySchema,
  /** Where a game with a minimum stands (pending, on, called off); null when it has none. */
  decision: gameDecisionSchema,
  /** The weekly series the game is one of, and its badge ("Weekly", "Every 2 weeks"); null for a one-off. */
  series: z.object({ id: z.string(), repeats: z.string() }).nullable(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const gameListSchema = z.object({
  games: z.array(gameSummarySchema),
  nextCursor: z.string().nullable(),
  /** Whether any upcoming game exists at all: picks the empty state's sub-text. */
  anyGames: z.boolean(),
  /** The position distances were measured from, and where it came from. */
  origin: gameOriginSchema.nullable(),
  /**
   * The place the search text named when no game's title or venue matched it: the list moved there
   * ("Games near Toronto"), measuring from it; null when the text searched titles and venues.
   */
  near: z.object({ label: z.string(), latitude: z.number(), longitude: z.number() }).nullable(),
  /**
   * The radius the list widened to because the one asked for held no game ("No games within 5 mi —
   * showing games within 50 mi"); null when it did not widen. Pages after the first keep it.
   */
  widenedTo: z.union([z.number().nullable(), z.literal('any')]),
});
export type GameList = z.infer<typeof gameListSchema>;

/** What the viewer may do; the client shows exactly these actions and never re-derives a rule. */
export const gameAbilitiesSchema = z.object({
  canJoin: z.boolean(),
  canRequest: z.boolean(),
  canJoinWaitlist: z.boolean(),
  canLeaveWaitlist: z.boolean(),
  canLeave: z.boolean(),
  canCancel: z.boolean(),
  canEdit: z.boolean(),
  canManageRequests: z.boolean(),
  canInvite: z.boolean(),
  canRemovePlayers: z.boolean(),
  /** A player may bring one more guest now (guests allowed, under their limit, a spot left, upcoming). */
  canAddGuests: z.boolean(),
  /** Make and remove co-hosts: the host's alone. */
  canManageCohosts: z.boolean(),
  canSeeRoster: z.boolean(),
  /** Read the game's chat: the host, a co-host or a participant (game-chat's access rule). */
  canChat: z.boolean(),
  /** Check in ("I'm here"): a player, in the check-in window, of a game not called off. */
  canCheckIn: z.boolean(),
  /** See who checked in and mark players present or absent: the host or a co-host, until 48 h after the start. */
  canMarkAttendance: z.boolean(),
  canReview: z.boolean(),
  canRate: z.boolean(),
  /**
   * The game's gender rule for the viewer (`genderEligibility`): with 'gender-needed' the page still
   * offers Join, Request or the waitlist but asks for the player's gender first; with 'not-allowed' it
   * offers none of them and says whom the game is for.
   */
  genderRule: z.enum(['allowed', 'gender-needed', 'not-allowed']),
  /**
   * Why joining, asking and the waitlist are closed to everyone ("Joining closed 2 hours before the
   * start.", or the game was called off); null while they are open. The page shows it in their place.
   */
  joinClosedReason: z.string().nullable(),
  /** Make, shuffle and publish teams: the host or a co-host, not called off, until the result is in. */
  canMakeTeams: z.boolean(),
  /** Record or change the final score: the host or a co-host, after the start, within 48 h, with teams. */
  canRecordResult: z.boolean(),
});
export type GameAbilities = z.infer<typeof gameAbilitiesSchema>;

/** GET /api/games/{id}: everything the game's page draws, in one response. */
/**
 * The league season's fixture a game is (issue 29): its league, season, round and teams, and the score
 * once one is reported. The game page reads it to show the teams instead of a join button.
 */
export const gameFixtureSchema = z.object({
  fixtureId: z.string(),
  leagueId: z.string(),
  leagueName: z.string(),
  seasonId: z.string(),
  seasonName: z.string(),
  stage: z.enum(FIXTURE_STAGES),
  round: z.number().int(),
  isThirdPlace: z.boolean(),
  /** "Round 3", or the bracket's name of a playoff round: "Quarter-final", "Semi-final", "Final", "Third place". */
  roundName: z.string(),
  home: z.object({ id: z.string(), name: z.string(), colour: z.string() }),
  away: z.object({ id: z.string(), name: z.string(), colour: z.string() }),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  resultStatus: z.enum(RESULT_STATUSES),
});
export type GameFixture = z.infer<typeof gameFixtureSchema>;

export const gameDetailSchema = gameSummarySchema.extend({
  description: z.string().nullable(),
  gameFormat: z.string().nullable(),
  whatToBring: z.string().nullable(),
  createdAt: z.string(),
  /** Host first; empty when the viewer may not see the roster (a private game they are not in). */
  participants: z.array(
    gamePersonSchema.extend({
      joinedAt: z.string(),
      isHost: z.boolean(),
      /** Runs the game with its host (issue 26 §6). */
      isCohost: z.boolean(),
      /** The guests this player brings, each taking a spot ("+1 Sam"), in the order they were added. */
      guests: z.array(gameGuestSchema),
      /** Their attendance over the last 12 months, so a host can decide (issue 27 §2). */
      record: attendanceRecordSchema,
      /**
       * The roster may offer the viewer this player's person actions (message, add friend, review):
       * false on the viewer's own entry, and for a pair with a block between them (never saying who blocked).
       */
      canInteract: z.boolean(),
      /** Their fair-play level, as last worked out ('new' without a record). */
      fairPlayLevel: fairPlayLevelSchema,
    }),
  ),
  /** Pending join requests (host only; 0 for everyone else). */
  pendingRequestCount: z.number().int(),
  waitlistCount: z.number().int(),
  viewer: z.object({
    joinRequestStatus: z.union([joinRequestStatusSchema, z.literal('none')]),
    /** 1-based place in the waitlist, or null when not on it. */
    waitlistPosition: z.number().int().nullable(),
    invited: z.boolean(),
    /** The viewer's own star rating of this game, once given. */
    rating: z.number().int().min(1).max(5).nullable(),
    /** The viewer co-hosts the game. */
    isCohost: z.boolean(),
    /** The viewer's check-in and settled outcome; null when they are not playing. */
    checkIn: viewerCheckInSchema.nullable(),
    /**
     * Why the viewer may not join or ask to join for the game's fair-play requirement ("This game needs
     * a Good fair-play record"); null when they meet it, or host it, or the game has none.
     */
    fairPlayRefusal: z.string().nullable(),
  }),
  abilities: gameAbilitiesSchema,
  /** The minimum, the decision time, the join and leave deadlines (with their instants) and guests. */
  rules: gameRulesSchema,
  /** The published teams (null: none yet, or the viewer may not see the roster). */
  teams: publishedTeamsSchema.nullable(),
  /** The league fixture this game is; null for any other game. */
  fixture: gameFixtureSchema.nullable(),
  /** The final result, once recorded (the scores are on `teams`). */
  result: gameResultSchema.nullable(),
  /** The host's fair-play requirement: the lowest level that may join (null: none). */
  minFairPlay: requiredFairPlayLevelSchema.nullable(),
  /** Whether a new player may join despite `minFairPlay`. */
  newPlayersWelcome: z.boolean(),
  /** The waitlist promotes higher fair-play levels first, then by waiting order. */
  waitlistByFairPlay: z.boolean(),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

const gameIdParam = uuidPathParam('The game id', { code: 'game_not_found', message: gameMessages.notFound });
export const gameIdParams = z.object({ id: gameIdParam });
/** GET /api/games/{id}: the viewer's position (browser geolocation) for the distance; else the profile's place. */
export const gameDetailQuery = z.object({
  lat: latitudeQuery.optional(),
  lng: longitudeQuery.optional(),
});
export type GameDetailQuery = z.input<typeof gameDetailQuery>;
export const gameRequestParams = z.object({
  id: gameIdParam,
  requestId: uuidPathParam('The join request id', {
    code: 'join_request_not_found',
    message: gameMessages.requestNotFound,
  }),
});
export const gamePlayerParams = z.object({
  id: gameIdParam,
  userId: textPathParam("The player's user id", 100, {
    code: 'player_not_found',
    message: gameMessages.playerNotFound,
  }),
});

export const joinRequestInput = joinRequestInputFor(JOIN_MESSAGE_MAX_LENGTH, 'joinMessage');
export type JoinRequestInput = z.input<typeof joinRequestInput>;

export const respondToJoinRequestInput = joinRequestAnswerInput;

export const inviteFriendsInput = z.object({
  userIds: z
    .array(z.string().min(1).max(100), { error: gameMessages.selectFriend })
    .min(1, gameMessages.selectFriend)
    .max(INVITE_MAX_FRIENDS, `Invite at most ${INVITE_MAX_FRIENDS} friends at once`),
});
export type InviteFriendsInput = z.infer<typeof inviteFriendsInput>;

export const updateWhatToExpectInput = z.object({
  gameFormat: optionalCheckedText(WHAT_TO_EXPECT_MAX_LENGTH, 'gameDescription'),
  whatToBring: optionalCheckedText(WHAT_TO_EXPECT_MAX_LENGTH, 'gameDescription'),
});
export type UpdateWhatToExpectInput = z.input<typeof updateWhatToExpectInput>;

export const rateGameInput = z.object({ rating: z.number().int().min(1).max(5) });

/** A friend in the Invite Friends dialog: two sport badges plus a count of the rest. */
export const invitableFriendSchema = gamePersonSchema.extend({
  sports: z.array(z.string()),
  /** Already playing, invited, or asked: shown but not selectable. */
  status: z.enum(['available', 'invited', 'participant', 'requested']),
});
export const invitableFriendListSchema = z.object({ friends: z.array(invitableFriendSchema) });
export type InvitableFriend = z.infer<typeof invitableFriendSchema>;

export const inviteResultSchema = z.object({ invited: z.number().int() });

export const waitlistSchema = z.object({
  players: z.array(gamePersonSchema.extend({ position: z.number().int() })),
});

/** GET /api/games/mine: the viewer's hosted and joined games. */
export const myGamesQuery = z.object({
  scope: z.enum(['upcoming', 'past']).default('upcoming'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(FIND_PAGE_SIZE_MAX).default(FIND_PAGE_SIZE_DEFAULT),
});
/** A game in My Games: its summary and, for a played game with a result, the viewer's ("Won 5–3"). */
export const myGameSchema = gameSummarySchema.extend({ viewerResult: viewerResultSchema.nullable() });
export type MyGame = z.infer<typeof myGameSchema>;
export const myGamesSchema = z.object({
  games: z.array(myGameSchema),
  nextCursor: z.string().nullable(),
});

export { GAMES_TOPIC, gameTopic } from './game-topics.ts';

/** The banner's marker in session storage (NEW_ITEM_STORAGE_KEY). */
export const newItemMarkerSchema = z.object({
  type: z.enum(['game', 'league']),
  id: z.string(),
  title: z.string(),
});
export type NewItemMarker = z.infer<typeof newItemMarkerSchema>;

/** What a participation action (join, leave, request, answer, invite, waitlist, remove, rate) answers: its success text. Clients refetch the game. */
export const gameActionResultSchema = z.object({ message: z.string() });
export type GameActionResult = z.infer<typeof gameActionResultSchema>;
