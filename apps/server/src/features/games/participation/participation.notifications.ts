import { joinRequestNotices } from '../../join-requests/join-requests.notifications.ts';
import type { NotifyInput } from '../../notifications/notifications.service.ts';

// The in-app notices that taking part in a game sends: short, naming the game, and each opening the game's
// page (`relatedId` is the game's id; `notificationLink` turns it into /game/{id}). `relatedUserId` is the
// person the notice is about, when it is someone else.

type Game = { id: string; title: string };
type Notice = Omit<NotifyInput, 'userId'>;

const about = (
  game: Game,
  type: NotifyInput['type'],
  title: string,
  message: string,
  who?: string,
): Notice => ({
  type,
  title,
  message,
  relatedId: game.id,
  relatedUserId: who ?? null,
});

/**
 * A player's joins and leaves of one game within this long of the last fold into one notice to the host,
 * with one push or email: the host hears that someone came or went, not each change of mind.
 */
export const COMINGS_AND_GOINGS_WINDOW_MS = 10 * 60 * 1000;

/** How `notifyFolded` folds a player's joins and leaves of one game, as of `now`. */
export const comingsAndGoings = (now: Date) => ({
  types: ['game_joined', 'game_left'] satisfies NotifyInput['type'][],
  windowMs: COMINGS_AND_GOINGS_WINDOW_MS,
  now,
});

export const participationNotices = {
  /** To the host, folded with the player's other comings and goings. */
  joined: (game: Game, player: { id: string; name: string }) => ({
    ...about(game, 'game_joined', 'New player joined', `${player.name} joined ${game.title}`),
    relatedId: game.id,
    relatedUserId: player.id,
  }),
  /** To the host, when the first in line took a freed spot. */
  joinedFromWaitlist: (game: Game, playerId: string) =>
    about(
      game,
      'game_joined',
      'New player joined',
      `A player from the waitlist took the open spot in ${game.title}`,
      playerId,
    ),
  /** To the host, folded with the player's other comings and goings. */
  left: (game: Game, player: { id: string; name: string }) => ({
    ...about(game, 'game_left', 'Player left', `${player.name} left ${game.title}`),
    relatedId: game.id,
    relatedUserId: player.id,
  }),
  /** To the removed player, naming who removed them: the host or a co-host. */
  removed: (game: Game, removedBy: string, byCohost = false) =>
    about(
      game,
      'game_player_removed',
      'Removed from game',
      `${byCohost ? 'A co-host' : 'The host'} removed you from ${game.title}`,
      removedBy,
    ),
  /** To the first in line. */
  promoted: (game: Game) =>
    about(
      game,
      'game_waitlist_promoted',
      "You're in!",
      `A spot opened up: you're now playing in ${game.title}`,
    ),
  /** To each invited friend. */
  invited: (game: Game, host: { id: string; name: string }) =>
    about(game, 'game_invitation', 'Game invitation', `${host.name} invited you to ${game.title}`, host.id),
};

/**
 * A private game's join-request notices (to the host when someone asks, to the requester when answered):
 * the shared builder, under the game's notice types. They name the game by its title.
 */
export const gameJoinRequestNotices = joinRequestNotices({
  requested: { type: 'game_join_request', title: 'New join request' },
  approved: 'game_request_approved',
  rejected: 'game_request_rejected',
});
