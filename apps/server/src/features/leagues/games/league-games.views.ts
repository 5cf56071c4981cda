import {
  LEAGUE_GAME_SPORT,
  type LeagueGameRequest,
  leagueGameDescriptionPrefix,
} from '@rally/shared/leagues/league-games.schemas';
import type { LeagueGameValues } from './league-games.host.ts';
import { gameRequestAbilities } from './league-games.policy.ts';
import type { GameRequestViewRow } from './league-games.repository.ts';

/** A request as the wire carries it, with what `viewerId` may do with it at `now`. */
export function toGameRequest(row: GameRequestViewRow, viewerId: string, now: Date): LeagueGameRequest {
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
    ...gameRequestAbilities(row, viewerId, now),
  };
}

/**
 * The game an approved request becomes (spec §4): sport multi-league, hosted by the requester, room for
 * both teams, the description prefixed by the game type, at the request's date, time, zone and place.
 */
export function toLeagueGame(request: GameRequestViewRow): LeagueGameValues {
  const prefix = leagueGameDescriptionPrefix(request.gameType);
  return {
    title: request.title,
    sport: LEAGUE_GAME_SPORT,
    date: request.gameDate,
    time: request.gameTime,
    timeZone: request.timeZone,
    startsAt: request.startsAt,
    location: request.location,
    latitude: request.latitude,
    longitude: request.longitude,
    maxPlayers: 2 * request.maxPlayersPerTeam,
    hostId: request.requesterUserId,
    description: request.description ? `${prefix}\n\n${request.description}` : prefix,
  };
}
