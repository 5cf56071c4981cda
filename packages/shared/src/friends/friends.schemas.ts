import { z } from 'zod';
import { latitudeQuery, longitudeQuery } from '../coordinates.ts';
import { textPathParam, uuidPathParam } from '../ids.ts';
import { decodeFriendsCursor } from './friend-order.ts';

/** Friend rows show at most this many of a person's sports (spec document 1 §9). */
export const FRIEND_ROW_SPORTS = 3;
/** Find Friends answers with at most this many people. */
export const FRIEND_SEARCH_LIMIT = 20;
export const FRIEND_SEARCH_MAX_LENGTH = 100;
/** Suggested friends: 10 (spec document 1 §9). */
export const FRIEND_SUGGESTIONS_LIMIT = 10;
/** The friend activity feed looks back this many days (spec document 1 §9). */
export const FRIEND_ACTIVITY_WINDOW_DAYS = 7;
/** The feed page shows at most this many items; the dashboard shows the first 8. */
export const FRIEND_ACTIVITY_LIMIT = 20;
export const DASHBOARD_FRIEND_ACTIVITY_SHOWN = 8;
/** Friends per page of the friends list: a first screen and then some, without shipping 200 rows. */
export const FRIENDS_PAGE_DEFAULT = 50;
export const FRIENDS_PAGE_MAX = 100;

/** Server texts of the friends feature; the spec gives none, so they say plainly what happened. */
export const friendsMessages = {
  searchTermRequired: 'Please enter a name or username to search',
  searchTermTooLong: `Search terms can be at most ${FRIEND_SEARCH_MAX_LENGTH} characters`,
  cannotFriendSelf: 'You cannot send a friend request to yourself.',
  alreadyFriends: 'You are already friends.',
  requestAlreadySent: 'You have already sent a friend request to this person.',
  requestNotFound: 'Friend request not found',
  friendNotFound: 'Friend not found',
  userNotFound: 'User not found',
  requestTitle: 'New friend request',
  requestAcceptedTitle: 'Friend request accepted',
  activityEmptyTitle: 'No recent friend activity',
  activityEmptyDetail: 'Connect with friends to see their activities!',
  invalidCursor: 'This page of friends no longer exists: reload the list.',
} as const;

export const friendRequestNotificationMessage = (name: string) => `${name} sent you a friend request`;
export const friendAcceptedNotificationMessage = (name: string) => `${name} accepted your friend request`;

/** Another person as friend rows, requests, search results and suggestions show them. */
export const friendUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  /** Their first sports, at most FRIEND_ROW_SPORTS. */
  sports: z.array(z.string()).max(FRIEND_ROW_SPORTS),
});
export type FriendUser = z.infer<typeof friendUserSchema>;

export const friendSchema = friendUserSchema.extend({
  /** True only while the friend shares their activity status and is online. */
  online: z.boolean(),
  /** When the friendship was accepted (ISO date-time). */
  since: z.string(),
});
export type Friend = z.infer<typeof friendSchema>;

/** A page of the friends list: `cursor` is the previous page's `nextCursor`; none means the first page. */
export const friendListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(FRIENDS_PAGE_MAX).default(FRIENDS_PAGE_DEFAULT),
  cursor: z
    .string()
    .max(2_000, friendsMessages.invalidCursor)
    .refine((value) => decodeFriendsCursor(value) !== undefined, friendsMessages.invalidCursor)
    .optional(),
});
export type FriendListQuery = z.input<typeof friendListQuery>;

export const friendListSchema = z.object({
  /** Friends by name (`byName`), one page of them. */
  friends: z.array(friendSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type FriendList = z.infer<typeof friendListSchema>;

export const friendRequestSchema = z.object({
  requestId: z.string(),
  /** The other person: the sender of an incoming request, the recipient of an outgoing one. */
  user: friendUserSchema,
  createdAt: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

export const friendRequestListSchema = z.object({
  incoming: z.array(friendRequestSchema),
  outgoing: z.array(friendRequestSchema),
});
export type FriendRequestList = z.infer<typeof friendRequestListSchema>;

export const friendSearchQuery = z.object({
  q: z
    .string({ error: friendsMessages.searchTermRequired })
    .trim()
    .min(1, friendsMessages.searchTermRequired)
    .max(FRIEND_SEARCH_MAX_LENGTH, friendsMessages.searchTermTooLong),
});
export type FriendSearchQuery = z.input<typeof friendSearchQuery>;

export const friendSearchResultSchema = z.object({ users: z.array(friendUserSchema) });
export type FriendSearchResult = z.infer<typeof friendSearchResultSchema>;

export const friendSuggestionSchema = friendUserSchema.extend({
  /** The sports both people play. */
  sharedSports: z.array(z.string()),
  /** See `suggestionScore`: shared sports, similar skill and nearness. */
  score: z.number(),
  /** Miles between the two players' places, one decimal; null when either place is unknown. */
  distanceMiles: z.number().nullable(),
});
export type FriendSuggestion = z.infer<typeof friendSuggestionSchema>;

/** GET /api/friends/suggestions: the browser's position, when the player shared it (both or neither). */
export const friendSuggestionsQuery = z
  .object({ lat: latitudeQuery.optional(), lng: longitudeQuery.optional() })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    path: ['lng'],
    message: 'Give both lat and lng, or neither.',
  });
export type FriendSuggestionsQuery = z.input<typeof friendSuggestionsQuery>;

export const friendSuggestionListSchema = z.object({ suggestions: z.array(friendSuggestionSchema) });
export type FriendSuggestionList = z.infer<typeof friendSuggestionListSchema>;

const userIdField = z
  .string({ error: friendsMessages.userNotFound })
  .trim()
  .min(1, friendsMessages.userNotFound)
  .max(200, friendsMessages.userNotFound);

export const sendFriendRequestInput = z.object({ userId: userIdField });
export type SendFriendRequestInput = z.input<typeof sendFriendRequestInput>;

/** `pending` when a request was sent; `accepted` when the other person had already asked and we accepted. */
export const friendRequestResultSchema = z.object({
  requestId: z.string(),
  userId: z.string(),
  status: z.enum(['pending', 'accepted']),
});
export type FriendRequestResult = z.infer<typeof friendRequestResultSchema>;

export const friendRequestIdParams = z.object({
  requestId: uuidPathParam('The friend request id', {
    code: 'friend_request_not_found',
    message: friendsMessages.requestNotFound,
  }),
});
export const friendUserIdParams = z.object({
  userId: textPathParam("The friend's user id", 200, {
    code: 'friend_not_found',
    message: friendsMessages.friendNotFound,
  }),
});

/** How the viewer stands with another person; profiles and search show the matching action. */
export const friendshipStatusSchema = z.enum(['self', 'none', 'pending_sent', 'pending_received', 'friends']);
export type FriendshipStatus = z.infer<typeof friendshipStatusSchema>;

/** One line of the friends activity feed (spec document 1 §3: id, name, action, game, time, sport, location). */
export const friendActivitySchema = z.object({
  id: z.string(),
  /** The friend who acted. */
  userId: z.string(),
  name: z.string(),
  action: z.enum(['created', 'joined']),
  /** The game's title. */
  game: z.string(),
  gameId: z.string(),
  /** When it happened (ISO date-time). */
  time: z.string(),
  sport: z.string().nullable(),
  location: z.string().nullable(),
});
export type FriendActivity = z.infer<typeof friendActivitySchema>;

export const friendActivityListSchema = z.object({ activities: z.array(friendActivitySchema) });
export type FriendActivityList = z.infer<typeof friendActivityListSchema>;
