import { seasonMessages } from '@rally/shared/seasons/seasons.messages';
import type { SeasonActionResult, SeasonTeam } from '@rally/shared/seasons/seasons.schemas';
import { badRequest, conflict } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { done, refuse } from '../../../lib/refusal.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import type { PeopleDirectory } from '../league-steps.ts';
import type { SeasonFixtureGames, SeasonSteps } from './season-steps.ts';
import { teamPlacedNotice } from './season-team.notifications.ts';
import type { SeasonTeamSteps } from './season-team-steps.ts';
import { placementRefusal, rosterRefusal, rulesLocked } from './seasons.policy.ts';
import type { SeasonsRepository } from './seasons.repository.ts';

export type SeasonRostersDeps = {
  seasonsRepo: SeasonsRepository;
  steps: SeasonSteps;
  teamSteps: SeasonTeamSteps;
  people: PeopleDirectory;
  notifications: Pick<NotificationsService, 'notify'>;
  fixtureGames: Pick<SeasonFixtureGames, 'syncTeamPlayers'>;
  clock: Clock;
};

/**
 * Who plays for which team (issue 29 §1): organisers place any member, a captain their own team's, and
 * a member joins a team themselves while registration is open, or asks the organisers to place them;
 * all until the first fixture's kick-off. A player is on at most one team a season: the season's row
 * lock orders concurrent placements, and the unique index answers any that slipped past it.
 */
export function createSeasonRostersService(deps: SeasonRostersDeps) {
  const { seasonsRepo: repo, steps, teamSteps, people, notifications, fixtureGames, clock } = deps;

  return {
    /** Puts a league member on the team (idempotent for a player already on it). */
    async put(viewerId: string, teamId: string, userId: string): Promise<SeasonTeam> {
      const names = await people.getPublicProfiles([userId, viewerId]);
      return teamSteps.withLockedTeam(viewerId, teamId, async ({ tx, access, team }) => {
        const { season, state } = await steps.state(team.seasonId, tx);
        refuse(rosterRefusal(access, state, { teamId, userId, viewerId, kind: 'add' }, clock.now()));
        const members = await repo.leagueMembers(access.leagueId, [userId], tx);
        if (!members.has(userId)) throw badRequest('bad_request', seasonMessages.playerMustBeMember);
        const current = await repo.teamOfPlayer(team.seasonId, userId, tx);
        if (current?.teamId === teamId) return teamSteps.teamAnswer(teamId, tx);
        if (current)
          throw conflict(
            'already_on_team',
            userId === viewerId
              ? `You're already on ${current.teamName}`
              : seasonMessages.alreadyOn(names.get(userId)?.name ?? 'That player', current.teamName),
          );
        if ((await repo.playerCount(teamId, tx)) >= season.rosterSize)
          throw conflict('team_full', seasonMessages.teamFull);
        await repo.addPlayer(team.seasonId, teamId, userId, clock.now(), tx);
        await repo.deletePlacementRequest(team.seasonId, userId, tx);
        if (userId !== viewerId)
          await notifications.notify(
            teamPlacedNotice(
              userId,
              { ...access, seasonName: season.name, teamName: team.name },
              { id: viewerId, name: names.get(viewerId)?.name ?? 'An organiser' },
            ),
            tx,
          );
        if (rulesLocked(state)) await fixtureGames.syncTeamPlayers(teamId, tx);
        await steps.publishChange(access.leagueId, team.seasonId, 'teams', tx);
        return teamSteps.teamAnswer(teamId, tx);
      });
    },

    /** Takes a player off the team (organisers, its captain, the player); the captain stays until replaced. */
    async remove(viewerId: string, teamId: string, userId: string): Promise<SeasonTeam> {
      return teamSteps.withLockedTeam(viewerId, teamId, async ({ tx, access, team }) => {
        const { state } = await steps.state(team.seasonId, tx);
        refuse(rosterRefusal(access, state, { teamId, userId, viewerId, kind: 'remove' }, clock.now()));
        if (team.captainId === userId) throw badRequest('bad_request', seasonMessages.nameAnotherCaptain);
        if (await repo.removePlayer(teamId, userId, tx)) {
          if (rulesLocked(state)) await fixtureGames.syncTeamPlayers(teamId, tx);
          await steps.publishChange(access.leagueId, team.seasonId, 'teams', tx);
        }
        return teamSteps.teamAnswer(teamId, tx);
      });
    },

    /** Asks the organisers to place the viewer (a member on no team, registration open); asking again replaces the message. */
    async askForPlacement(
      viewerId: string,
      seasonId: string,
      message: string | null,
    ): Promise<SeasonActionResult> {
      return repo.transaction(async (tx) => {
        const access = await steps.access(seasonId, viewerId, tx);
        const { state } = await steps.state(seasonId, tx);
        refuse(placementRefusal(access, state, clock.now()));
        await repo.savePlacementRequest(seasonId, viewerId, message, clock.now(), tx);
        await steps.publishChange(access.leagueId, seasonId, 'teams', tx);
        return done('The organisers will place you in a team');
      });
    },

    /** Withdraws the viewer's request to be placed (nothing to withdraw is no error). */
    async withdrawPlacementRequest(viewerId: string, seasonId: string): Promise<SeasonActionResult> {
      return repo.transaction(async (tx) => {
        const access = await steps.access(seasonId, viewerId, tx);
        await repo.deletePlacementRequest(seasonId, viewerId, tx);
        await steps.publishChange(access.leagueId, seasonId, 'teams', tx);
        return done('Your request to be placed was withdrawn');
      });
    },
  };
}

export type SeasonRostersService = ReturnType<typeof createSeasonRostersService>;
