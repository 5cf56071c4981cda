import type { NotifyInput } from '../../notifications/notifications.service.ts';

// The in-app notice of being put on a team by someone else (an organiser, a captain): it names the
// team, the season and the league, and opens the league's page (`relatedId` is the league's id, as
// every league notice's).

export function teamPlacedNotice(
  player: string,
  placement: { leagueId: string; leagueName: string; seasonName: string; teamName: string },
  placedBy: { id: string; name: string },
): NotifyInput {
  return {
    userId: player,
    type: 'league_team_placed',
    title: 'You have a team',
    message: `${placedBy.name} put you on ${placement.teamName} for ${placement.seasonName} in ${placement.leagueName}`,
    relatedId: placement.leagueId,
    relatedUserId: placedBy.id,
  };
}
