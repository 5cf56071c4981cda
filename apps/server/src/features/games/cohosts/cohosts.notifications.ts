import type { NotifyInput } from '../../notifications/notifications.service.ts';

/** To the player the host made a co-host: it opens the game's page. */
export const cohostAddedNotice = (
  game: { id: string; title: string; seriesId: string | null },
  host: { id: string; name: string },
): Omit<NotifyInput, 'userId'> => ({
  type: 'game_cohost_added',
  title: "You're a co-host",
  message: game.seriesId
    ? `${host.name} made you a co-host of every game of ${game.title}`
    : `${host.name} made you a co-host of ${game.title}`,
  relatedId: game.id,
  relatedUserId: host.id,
});
