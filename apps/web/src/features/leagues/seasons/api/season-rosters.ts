import { seasonsEndpoints } from '@rally/shared/seasons/seasons.endpoints';
import type { PlacementRequestInput, SeasonTeam } from '@rally/shared/seasons/seasons.schemas';
import { call } from '../../../../lib/api-client.ts';
import { useSeasonAction } from './season-action.ts';

// Who plays for which team: an organiser or captain adds and removes players, a member joins a team
// themselves (registration open) or asks to be placed.

export function putSeasonTeamPlayer(teamId: string, userId: string): Promise<SeasonTeam> {
  return call(seasonsEndpoints.putSeasonTeamPlayer, { params: { teamId, userId } });
}

/** Adds a player to a team: an organiser's or captain's pick, a placement, or the viewer joining. */
export function useAddSeasonTeamPlayer(seasonId: string) {
  return useSeasonAction({
    seasonId,
    run: ({ teamId, userId }: { teamId: string; userId: string; name: string }) =>
      putSeasonTeamPlayer(teamId, userId),
    failure: 'The player could not be added. Please try again.',
    success: (team, { name }) => (name === 'You' ? `You joined ${team.name}` : `${name} is on ${team.name}`),
  });
}

export function removeSeasonTeamPlayer(teamId: string, userId: string): Promise<SeasonTeam> {
  return call(seasonsEndpoints.removeSeasonTeamPlayer, { params: { teamId, userId } });
}

export function useRemoveSeasonTeamPlayer(seasonId: string) {
  return useSeasonAction({
    seasonId,
    run: ({ teamId, userId }: { teamId: string; userId: string; name: string }) =>
      removeSeasonTeamPlayer(teamId, userId),
    failure: 'The player could not be removed. Please try again.',
    success: (team, { name }) => (name === 'You' ? `You left ${team.name}` : `${name} left ${team.name}`),
  });
}

export function askForPlacement(seasonId: string, input: PlacementRequestInput) {
  return call(seasonsEndpoints.askForPlacement, { params: { seasonId }, body: input });
}

export function useAskForPlacement(seasonId: string) {
  return useSeasonAction({
    seasonId,
    run: (input: PlacementRequestInput) => askForPlacement(seasonId, input),
    failure: 'Your request could not be sent. Please try again.',
    success: (answer) => answer.message,
  });
}

export function withdrawPlacementRequest(seasonId: string) {
  return call(seasonsEndpoints.withdrawPlacementRequest, { params: { seasonId } });
}

export function useWithdrawPlacementRequest(seasonId: string) {
  return useSeasonAction({
    seasonId,
    run: () => withdrawPlacementRequest(seasonId),
    failure: 'Your request could not be cancelled. Please try again.',
    success: (answer) => answer.message,
  });
}
