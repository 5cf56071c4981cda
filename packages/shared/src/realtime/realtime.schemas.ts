import { z } from 'zod';
import { REALTIME_REPLAY_MAX_MS } from './realtime-protocol.ts';

export {
  profileChangeTopics,
  profileTopic,
  REALTIME_CLOSE,
  REALTIME_HEARTBEAT_MS,
  REALTIME_PATH,
  REALTIME_RECONNECT_DELAYS_MS,
  REALTIME_REPLAY_MAX_MS,
  userTopic,
} from './realtime-protocol.ts';

/**
 * Topics a client may subscribe to. The server checks each subscription against the user:
 * `user:{id}` is that user's own feed (notifications, messages, friendships, friends' presence);
 * features add their own (`game:{id}`, `league:{id}`, `games`, `profile:{id}`).
 */
export const topicSchema = z
  .string()
  .max(200)
  .regex(/^[a-z-]+(:[A-Za-z0-9_-]+)*$/, 'Invalid topic');

/** Small events: they name what changed, and clients refetch or patch their caches. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification.created'), id: z.string() }),
  z.object({ type: z.literal('notification.read'), ids: z.array(z.string()) }),
  z.object({
    type: z.literal('message.created'),
    id: z.string(),
    senderId: z.string(),
    receiverId: z.string(),
  }),
  /**
   * A moderator removed a direct message, sent to the feeds of both people in the conversation: the open
   * thread and the inbox's last line refetch, and show "Removed by a moderator" where it stood.
   */
  z.object({
    type: z.literal('message.removed'),
    id: z.string(),
    senderId: z.string(),
    receiverId: z.string(),
  }),
  z.object({ type: z.literal('friendship.changed'), userIds: z.array(z.string()) }),
  z.object({ type: z.literal('presence.changed'), userId: z.string(), online: z.boolean() }),
  /**
   * The player's profile changed: on their own feed (their other tabs), and on `profile:{id}` when a
   * moderator removed a review of them (every open view of the profile refetches its reviews).
   */
  z.object({ type: z.literal('profile.changed'), userId: z.string() }),
  /** A game was created, changed, joined, left or cancelled: lists and its page refetch it. */
  z.object({
    type: z.literal('game.changed'),
    gameId: z.string(),
    change: z.enum(['created', 'updated', 'roster', 'cancelled']),
  }),
  /**
   * A message in a game's chat, sent to the feed of each player who may read it (so someone who left
   * the game stops hearing it at once); their open chat and inbox refetch.
   */
  z.object({ type: z.literal('game-chat.message'), gameId: z.string(), id: z.string() }),
  /**
   * A moderator removed a message of a game's chat (a pinned announcement too), sent like a new message
   * to the feed of each player who may read the chat: their open chat and inbox refetch to show the
   * tombstone. Never a new message: no toast, no sound, no unread mark.
   */
  z.object({ type: z.literal('game-chat.removed'), gameId: z.string(), id: z.string() }),
  /** The viewer read or muted a game's chat on some device: every tab updates its unread marks. */
  z.object({ type: z.literal('game-chat.read'), gameId: z.string() }),
  /** The viewer read a conversation on some device: every tab clears its unread marks. */
  z.object({ type: z.literal('conversation.read'), friendId: z.string() }),
  /** A league's details, members, content or games changed: its page and lists refetch it. */
  z.object({
    type: z.literal('league.changed'),
    leagueId: z.string(),
    change: z.enum(['updated', 'members', 'content', 'games', 'deleted']),
  }),
  /**
   * A season of the league changed (issue 29), on the league's topic: its teams, fixtures, a result
   * that counts (the table), the playoffs, or the season was deleted. Open season pages, tables and
   * brackets refetch what the change touches.
   */
  z.object({
    type: z.literal('season.changed'),
    leagueId: z.string(),
    seasonId: z.string(),
    change: z.enum(['updated', 'teams', 'fixtures', 'results', 'playoffs', 'deleted']),
  }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

export const clientMessageSchema = z.discriminatedUnion('type', [
  /**
   * `replayMs`: also send the topic's events of the last this many milliseconds, so a page whose data
   * was read just before the subscription took effect misses nothing in between. When the server no
   * longer holds that far back it answers `resync` instead.
   */
  z.object({
    type: z.literal('subscribe'),
    topic: topicSchema,
    replayMs: z.number().int().min(0).max(REALTIME_REPLAY_MAX_MS).optional(),
  }),
  z.object({ type: z.literal('unsubscribe'), topic: topicSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type ServerMessage =
  | { type: 'ready'; userId: string }
  | { type: 'subscribed'; topic: string }
  | { type: 'denied'; topic: string; message: string }
  | { type: 'event'; topic: string; event: RealtimeEvent }
  | { type: 'pong' }
  /** Events may have been missed (the server's own feed was interrupted): refetch what is shown. */
  | { type: 'resync' }
  | { type: 'error'; message: string };
