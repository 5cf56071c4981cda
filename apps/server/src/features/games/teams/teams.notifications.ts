import type { NotifyInput } from '../../notifications/notifications.service.ts';

/** To each player when the teams are published (again, only to those whose team changed): it opens the game. */
export const teamsPublishedNotice = (
  game: { id: string; title: string },
  teamName: string,
  publisher: { id: string },
): Omit<NotifyInput, 'userId'> => ({
  type: 'game_teams_published',
  title: 'Teams are out',
  message: `You're on ${teamName} for ${game.title}`,
  relatedId: game.id,
  relatedUserId: publisher.id,
});
