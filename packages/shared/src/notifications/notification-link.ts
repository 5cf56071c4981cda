import type { Notification } from './notifications.schemas.ts';

/**
 * Where clicking a notification leads: a game's page, a league's page, or the friends page for a
 * request. (The spec writes /games/{id} for games, but the game page lives at /game/{id}.)
 */
export function notificationLink(notification: Pick<Notification, 'type' | 'relatedId'>): string | null {
  // A cancelled game is deleted: there is no page left to open.
  // A game or league a moderator removed is gone too; a warning and a reviewed report have no page.
  if (
    notification.type === 'game_cancelled' ||
    notification.type === 'game_removed' ||
    notification.type === 'league_removed' ||
    notification.type === 'account_warning' ||
    notification.type === 'report_reviewed'
  )
    return null;
  // An announcement opens the game's chat, where it is pinned.
  if (notification.type === 'game_announcement' && notification.relatedId)
    return `/game/${notification.relatedId}#chat`;
  if (notification.type.startsWith('game_') && notification.relatedId)
    return `/game/${notification.relatedId}`;
  if (notification.type.startsWith('league_') && notification.relatedId)
    return `/leagues/${notification.relatedId}`;
  // Straight to the Requests tab, where the request waits to be answered.
  if (notification.type === 'friend_request') return '/friends?tab=requests';
  // An accepted request names the new friend (related_id), whose profile it opens.
  if (notification.type === 'friend_accepted' && notification.relatedId)
    return `/profile/${notification.relatedId}`;
  return null;
}
