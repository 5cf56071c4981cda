import { SEASON_LIMITS } from '@rally/shared/seasons/seasons.constants';
import { seasonMessages } from '@rally/shared/seasons/seasons.messages';
import type {
  CreateTeam,
  SeasonActionResult,
  SeasonTeam,
  UpdateTeam,
} from '@rally/shared/seasons/seasons.schemas';
import { badRequest, conflict, forbidden } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { done, refuse } from '../../../lib/refusal.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import type { PeopleDirectory } from '../league-steps.ts';
import { captains } from './season-access.ts';
import type { SeasonFixtureGames, SeasonSteps } from './season-steps.ts';
import { teamPlacedNotice } from './season-team.notifications.ts';
import { answeringRaces, type SeasonTeamSteps } from './season-team-steps.ts';
import { finishedRefusal, rulesLocked, teamSetRefusal } from './seasons.policy.ts';
import type { SeasonsRepository } from './seasons.repository.ts';

export type SeasonTeamsDeps = {
  seasonsRepo: SeasonsRepository;
  steps: SeasonSteps;
  teamSteps: SeasonTeamSteps;
  people: PeopleDirectory;
  notifications: Pick<NotificationsService, 'notify'>;
  fixtureGames: Pick<SeasonFixtureGames, 'syncTeamPlayers'>;
  clock: Clock;
};

/**
 * A season's teams (issue 29 §1): organisers add and remove them before the fixtures are generated,
 * and rename them, recolour them and name their captains until the season is finished; a captain
 * renames and recolours their own team.
 */
export function createSeasonTeamsService(deps: SeasonTeamsDeps) {
  const { seasonsRepo: repo, steps, teamSteps, people, notifications, fixtureGames, clock } = deps;

  const { teamAnswer, withLockedTeam } = teamSteps;

  return {
    /** Adds a team (organisers, 2 to 20 a season, before the fixtures); its captain, if named, joins it. */
    async create(viewerId: string, seasonId: string, input: CreateTeam): Promise<SeasonTeam> {
      const names = input.captainId ? await people.getPublicProfiles([input.captainId, viewerId]) : new Map();
      return answeringRaces(() =>
        repo.transaction(async (tx) => {
          const access = await steps.access(seasonId, viewerId, tx);
          const { season, state } = await steps.state(seasonId, tx);
          refuse(teamSetRefusal(access, state));
          if (state.teamCount >= SEASON_LIMITS.teamsMax)
            throw badRequest('bad_request', seasonMessages.tooManyTeams);
          if (await repo.teamNameTaken(seasonId, input.name, null, tx))
            throw conflict('team_name_taken', seasonMessages.teamNameTaken);
          const captainId = input.captainId;
          if (captainId) {
            const members = await repo.leagueMembers(access.leagueId, [captainId], tx);
            if (!members.has(captainId)) throw badRequest('bad_request', seasonMessages.captainMustBeMember);
            const current = await repo.teamOfPlayer(seasonId, captainId, tx);
            if (current)
              throw conflict(
                'already_on_team',
                seasonMessages.alreadyOn(names.get(captainId)?.name ?? 'That player', current.teamName),
              );
          }
          const team = await repo.insertTeam(
            { seasonId, name: input.name, colour: input.colour, captainId },
            tx,
          );
          if (captainId) {
            await repo.addPlayer(seasonId, team.id, captainId, clock.now(), tx);
            await repo.deletePlacementRequest(seasonId, captainId, tx);
            if (captainId !== viewerId)
              await notifications.notify(
                teamPlacedNotice(
                  captainId,
                  { ...access, seasonName: season.name, teamName: team.name },
                  { id: viewerId, name: names.get(viewerId)?.name ?? 'An organiser' },
                ),
                tx,
              );
          }
          await steps.publishChange(access.leagueId, seasonId, 'teams', tx);
          return teamAnswer(team.id, tx);
        }),
      );
    },

    /**
     * Renames or recolours a team (organisers, its captain), or names its captain (organisers: one of
     * its players, or null for none). A new captain hosts the team's upcoming fixture games.
     */
    async update(viewerId: string, teamId: string, input: UpdateTeam): Promise<SeasonTeam> {
      return withLockedTeam(viewerId, teamId, async ({ tx, access, team }) => {
        const allowed = access.isOrganiser || (captains(access, teamId) && input.captainId === undefined);
        if (!allowed)
          throw forbidden(
            captains(access, teamId) ? seasonMessages.organisersOnly : seasonMessages.captainOnly,
          );
        const { state } = await steps.state(team.seasonId, tx);
        refuse(finishedRefusal(state));
        if (input.name && (await repo.teamNameTaken(team.seasonId, input.name, teamId, tx)))
          throw conflict('team_name_taken', seasonMessages.teamNameTaken);
        const captainChanges = input.captainId !== undefined && input.captainId !== team.captainId;
        if (captainChanges && input.captainId) {
          const current = await repo.teamOfPlayer(team.seasonId, input.captainId, tx);
          if (current?.teamId !== teamId) throw badRequest('bad_request', seasonMessages.captainMustBePlayer);
        }
        await repo.updateTeam(
          teamId,
          {
            ...(input.name ? { name: input.name } : {}),
            ...(input.colour ? { colour: input.colour } : {}),
            ...(captainChanges ? { captainId: input.captainId ?? null } : {}),
          },
          tx,
        );
        if (captainChanges && rulesLocked(state)) await fixtureGames.syncTeamPlayers(teamId, tx);
        await steps.publishChange(access.leagueId, team.seasonId, 'teams', tx);
        return teamAnswer(teamId, tx);
      });
    },

    /** Removes a team and its roster (organisers, before the fixtures are generated). */
    async remove(viewerId: string, teamId: string): Promise<SeasonActionResult> {
      return withLockedTeam(viewerId, teamId, async ({ tx, access, team }) => {
        const { state } = await steps.state(team.seasonId, tx);
        refuse(teamSetRefusal(access, state));
        await repo.deleteTeam(teamId, tx);
        await steps.publishChange(access.leagueId, team.seasonId, 'teams', tx);
        return done(`${team.name} was removed`);
      });
    },
  };
}

export type SeasonTeamsService = ReturnType<typeof createSeasonTeamsService>;
