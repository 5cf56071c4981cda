import type { LeagueGameRequest } from '@rally/shared/leagues/league-games.schemas';
import { gameRequestAbilities } from './league-games.policy.ts';
import type { GameRequestViewRow } from './league-games.repository.ts';

/** A request as the wire carries it, with what `viewerId` may do with it. */
export function toGameRequest(row: GameRequestViewRow, viewerId: string): LeagueGameRequest {
  return {
    id: row.id,
    title: row.title,
    gameType: row.gameType,
    date: row.gameDate,
    time: row.gameTime,
    timeZone: row.timeZone,
    startsAt: row.startsAt.toISOString(),
    location: row.location,
    description: row.description,
    maxPlayersPerTeam: row.maxPlayersPerTeam,
    status: row.status,
    gameStatus: row.gameStatus,
    requestingLeague: { id: row.requestingLeagueId, name: row.requestingName, sport: row.requestingSport },
    targetLeague: { id: row.targetLeagueId, name: row.targetName, sport: row.targetSport },
    requester: {
      id: row.requesterUserId,
      name: row.requesterName,
      username: row.requesterUsername,
      avatarUrl: row.requesterAvatarUrl,
    },
    respondedAt: row.respondedAt?.toISOString() ?? null,
    gameId: row.gameId,
    result:
      row.resultWinnerLeagueId && row.resultLoserLeagueId && row.resultCreatedAt
        ? {
            winnerLeagueId: row.resultWinnerLeagueId,
            loserLeagueId: row.resultLoserLeagueId,
            scoreWinner: row.resultScoreWinner,
            scoreLoser: row.resultScoreLoser,
            notes: row.resultNotes,
            reportedAt: row.resultCreatedAt.toISOString(),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    ...gameRequestAbilities(row, viewerId),
  };
}
