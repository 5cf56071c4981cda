import { seasonMessages } from '@rally/shared/seasons/seasons.messages';
import type { SeasonTeam } from '@rally/shared/seasons/seasons.schemas';
import type { Database } from '../../../db/client.ts';
import { conflict } from '../../../lib/app-error.ts';
import type { SeasonAccess } from './season-access.ts';
import { toSeasonTeam } from './season-detail.ts';
import { type SeasonSteps, teamNotFound } from './season-steps.ts';
import type { SeasonsRepository, SeasonTeamRow } from './seasons.repository.ts';
import { isUniqueViolation } from './unique-violation.ts';

// The steps of every team and roster action: the team with its season locked, and the team as answered.

const TEAM_NAME_INDEX = 'season_teams_season_name_idx';
const ONE_TEAM_INDEX = 'season_team_players_one_team_idx';

/** Runs a team write; a name taken (or a player placed) by a concurrent write answers as the rule it broke. */
export async function answeringRaces<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, TEAM_NAME_INDEX))
      throw conflict('team_name_taken', seasonMessages.teamNameTaken);
    if (isUniqueViolation(error, ONE_TEAM_INDEX))
      throw conflict('already_on_team', seasonMessages.alreadyOnATeam);
    throw error;
  }
}

export type LockedTeam = { tx: Database; access: SeasonAccess; team: SeasonTeamRow };

export function createSeasonTeamSteps({
  seasonsRepo: repo,
  steps,
}: {
  seasonsRepo: SeasonsRepository;
  steps: SeasonSteps;
}) {
  return {
    /** The team as the season's page shows it. */
    async teamAnswer(teamId: string, executor?: Database): Promise<SeasonTeam> {
      const [team] = await repo.teamsWithPlayers({ teamId }, executor);
      if (!team) throw teamNotFound();
      return toSeasonTeam(team);
    },

    /**
     * Runs `work` in one transaction with the team's season locked (so one season's roster changes
     * run one after another) and the team read again under the lock: it may have gone meanwhile.
     */
    async withLockedTeam<T>(
      viewerId: string,
      teamId: string,
      work: (locked: LockedTeam) => Promise<T>,
    ): Promise<T> {
      const found = await repo.findTeam(teamId);
      if (!found) throw teamNotFound();
      return answeringRaces(() =>
        repo.transaction(async (tx) => {
          const access = await steps.access(found.seasonId, viewerId, tx);
          const team = await repo.findTeam(teamId, tx);
          if (!team) throw teamNotFound();
          return work({ tx, access, team });
        }),
      );
    },
  };
}

export type SeasonTeamSteps = ReturnType<typeof createSeasonTeamSteps>;
