import { leagueTopic } from '@rally/shared/leagues/leagues.schemas';
import type { RealtimeEvent } from '@rally/shared/realtime/realtime.schemas';
import { seasonMessages } from '@rally/shared/seasons/seasons.messages';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { refuse } from '../../../lib/refusal.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';
import type { SeasonAccessRepository } from './season-access.repository.ts';
import type { SeasonAccess } from './season-access.ts';
import type { SeasonState } from './seasons.policy.ts';
import { seeRefusal } from './seasons.policy.ts';
import type { SeasonRow, SeasonsRepository } from './seasons.repository.ts';

// The steps every season and team action is made of: finding the season with how the viewer stands
// with it (locked for writes), where it stands, and telling open pages it changed.

export type SeasonChange = Extract<RealtimeEvent, { type: 'season.changed' }>['change'];

export const seasonNotFound = () => new AppError('season_not_found', seasonMessages.seasonNotFound);
export const teamNotFound = () => new AppError('season_team_not_found', seasonMessages.teamNotFound);

/**
 * What the fixtures part does when teams change or a season goes (fixtures/fixture-games.ts), each in
 * the caller's transaction: a team's upcoming fixture games follow its roster and captain; a deleted
 * season's upcoming games are cancelled, their players told.
 */
export type SeasonFixtureGames = {
  syncTeamPlayers(teamId: string, tx: Database): Promise<void>;
  cancelSeasonGames(seasonId: string, tx: Database): Promise<void>;
};

export type SeasonStepsDeps = {
  seasonsRepo: SeasonsRepository;
  accessRepo: SeasonAccessRepository;
  bus: Pick<RealtimeBus, 'publish'>;
};

export function createSeasonSteps({ seasonsRepo: repo, accessRepo, bus }: SeasonStepsDeps) {
  return {
    /** How the viewer stands with the season; a missing season, or one they may not see, is refused. */
    async access(seasonId: string, viewerId: string, tx?: Database): Promise<SeasonAccess> {
      const access = await accessRepo.forViewer(seasonId, viewerId, tx, { lock: tx !== undefined });
      if (!access) throw seasonNotFound();
      refuse(seeRefusal(access));
      return access;
    },

    /** The season's row and where it stands (its first kick-off, its team count). */
    async state(seasonId: string, executor?: Database): Promise<{ season: SeasonRow; state: SeasonState }> {
      const [season, firstKickoffAt, teamCount] = await Promise.all([
        repo.findSeason(seasonId, executor),
        repo.firstKickoff(seasonId, executor),
        repo.teamCount(seasonId, executor),
      ]);
      if (!season) throw seasonNotFound();
      return {
        season,
        state: {
          stage: season.stage,
          registration: season.registration,
          playoffTeams: season.playoffTeams,
          fixturesGeneratedAt: season.fixturesGeneratedAt,
          firstKickoffAt,
          teamCount,
        },
      };
    },

    /** Open season pages, tables and brackets refetch; ids only, so the topic's readers learn nothing private. */
    async publishChange(leagueId: string, seasonId: string, change: SeasonChange, tx: Database) {
      await bus.publish(leagueTopic(leagueId), { type: 'season.changed', leagueId, seasonId, change }, tx);
    },
  };
}

export type SeasonSteps = ReturnType<typeof createSeasonSteps>;
