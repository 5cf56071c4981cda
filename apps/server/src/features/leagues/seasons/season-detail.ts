import type { Person } from '@rally/shared/join-requests/join-requests.schemas';
import {
  type SeasonDetail,
  type SeasonTeam,
  seasonFeedPath,
  seasonTeamFeedPath,
} from '@rally/shared/seasons/seasons.schemas';
import type { Clock } from '../../../lib/clock.ts';
import { isLeagueMember, type SeasonAccess } from './season-access.ts';
import type { SeasonSteps } from './season-steps.ts';
import { rostersLocked, rulesLocked, seasonAbilities } from './seasons.policy.ts';
import type { SeasonPersonRow, SeasonsRepository } from './seasons.repository.ts';

// How a season's rows become its page (GET /api/seasons/{id}): one place, so every answer that carries
// the season (its creation, an edit) shows it the same way.

export const toPerson = (row: SeasonPersonRow): Person => ({
  id: row.userId,
  name: row.name,
  username: row.username,
  avatarUrl: row.avatarUrl,
});

type TeamWithPlayers = Awaited<ReturnType<SeasonsRepository['teamsWithPlayers']>>[number];

/** A team as the season's page shows it: its captain's card (when still a player) and its players. */
export function toSeasonTeam(team: TeamWithPlayers): SeasonTeam {
  const captain = team.players.find((player) => player.userId === team.captainId);
  return {
    id: team.id,
    name: team.name,
    colour: team.colour,
    captain: captain ? toPerson(captain) : null,
    players: team.players.map(toPerson),
    playerCount: team.players.length,
  };
}

export function createSeasonDetailReader({
  seasonsRepo: repo,
  steps,
  clock,
  publicUrl,
}: {
  seasonsRepo: SeasonsRepository;
  steps: Pick<SeasonSteps, 'state'>;
  clock: Clock;
  publicUrl: string;
}) {
  /** The season's page for `viewerId`, whose standing `access` is. */
  return async function seasonDetail(access: SeasonAccess, viewerId: string): Promise<SeasonDetail> {
    const { seasonId } = access;
    const [{ season, state }, teams, requests, hasAsked] = await Promise.all([
      steps.state(seasonId),
      repo.teamsWithPlayers({ seasonId }),
      access.isOrganiser ? repo.placementRequests(seasonId) : Promise.resolve([]),
      isLeagueMember(access) ? repo.hasPlacementRequest(seasonId, viewerId) : false,
    ]);
    const now = clock.now();
    const champion = teams.find((team) => team.id === season.championTeamId);
    return {
      id: season.id,
      name: season.name,
      startDate: season.startDate,
      endDate: season.endDate,
      format: season.format,
      points: { win: season.pointsWin, draw: season.pointsDraw, loss: season.pointsLoss },
      tiebreakers: season.tiebreakers,
      playoffTeams: season.playoffTeams,
      thirdPlaceGame: season.thirdPlaceGame,
      registration: season.registration,
      rosterSize: season.rosterSize,
      statLabel: season.statLabel,
      matchWeekdays: season.matchWeekdays,
      matchTimes: season.matchTimes,
      timeZone: season.timeZone,
      venues: season.venues,
      stage: season.stage,
      fixturesGeneratedAt: season.fixturesGeneratedAt?.toISOString() ?? null,
      firstKickoffAt: state.firstKickoffAt?.toISOString() ?? null,
      rulesLocked: rulesLocked(state),
      rostersLocked: rostersLocked(state, now),
      champion: champion ? { id: champion.id, name: champion.name, colour: champion.colour } : null,
      league: { id: access.leagueId, name: access.leagueName, sport: access.leagueSport },
      teams: teams.map(toSeasonTeam),
      placementRequests: requests.map((request) => ({
        user: toPerson(request),
        message: request.message,
        createdAt: request.createdAt.toISOString(),
      })),
      viewer: {
        isOrganiser: access.isOrganiser,
        isMember: isLeagueMember(access),
        teamId: access.teamId,
        captainOfTeamId: access.captainOfTeamId,
        hasAskedForPlacement: hasAsked,
        can: seasonAbilities(access, state, now, hasAsked),
      },
      feeds: {
        season: `${publicUrl}${seasonFeedPath(season.feedToken)}`,
        teams: Object.fromEntries(
          teams.map((team) => [team.id, `${publicUrl}${seasonTeamFeedPath(season.feedToken, team.id)}`]),
        ),
      },
      createdAt: season.createdAt.toISOString(),
    };
  };
}

export type SeasonDetailReader = ReturnType<typeof createSeasonDetailReader>;
