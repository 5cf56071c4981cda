import type { RolesService } from './features/admin/roles.service.ts';
import type { FairPlayService } from './features/fair-play/fair-play.service.ts';
import type { FriendsService } from './features/friends/friends.service.ts';
import type { GameChatDelivery } from './features/game-chat/game-chat-delivery.ts';
import type { AttendanceService } from './features/games/attendance/attendance.service.ts';
import type { GameDecision } from './features/games/decision/game-decision.service.ts';
import type { SeasonResultsService } from './features/leagues/seasons/results/season-results.service.ts';
import type { LocationsService } from './features/locations/locations.service.ts';
import type { MessageDelivery } from './features/messages/message-delivery.ts';
import type { MessagesService } from './features/messages/messages.service.ts';
import type { ModerationService } from './features/moderation/moderation.service.ts';
import type { SuspensionsService } from './features/moderation/suspensions/suspensions.service.ts';
import type { NotificationsService } from './features/notifications/notifications.service.ts';
import type { PresenceService } from './features/presence/presence.service.ts';
import type { ProfilesService } from './features/profiles/profiles.service.ts';
import type { RemindersService } from './features/reminders/reminders.service.ts';

/** The feature services as wired for this app, for tests and tools that drive a feature directly. */
export type AppServices = {
  profiles: ProfilesService;
  notifications: NotificationsService;
  friends: FriendsService;
  presence: PresenceService;
  messages: MessagesService;
  locations: LocationsService;
  reminders: RemindersService;
  messageDelivery: MessageDelivery;
  roles: RolesService;
  /** A game's minimum players: "Game on" and the go/no-go at the decision time. */
  gameDecision: GameDecision;
  /** A game chat's push and email of what stays unread after the burst delay. */
  gameChatDelivery: GameChatDelivery;
  /** Check-in and attendance: the settle job's work (`settleDue`). */
  attendance: AttendanceService;
  /** A season's results: the 48-hour job's work (`countDue`). */
  seasonResults: SeasonResultsService;
  /** Players' fair-play records: the daily job's work (`refreshDue`) and one player's `refresh`. */
  fairPlay: FairPlayService;
  /** Suspending and reinstating an account, with every effect (the moderation actions call it). */
  suspensions: SuspensionsService;
  /** The moderation queue's actions and reports (the command line acts through it, as the web does). */
  moderation: ModerationService;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The feature services as wired for this app (app.ts decorates it). */
    services: AppServices;
  }
}
