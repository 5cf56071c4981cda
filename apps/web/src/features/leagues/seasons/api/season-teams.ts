import { seasonsEndpoints } from '@rally/shared/seasons/seasons.endpoints';
import type { CreateTeamInput, SeasonTeam, UpdateTeamInput } from '@rally/shared/seasons/seasons.schemas';
import { call } from '../../../../lib/api-client.ts';
import { useSeasonAction } from './season-action.ts';

// A team's writes: made, changed or removed by an organiser (a captain changes their own team's name
// and colour). Each refreshes the season's page.

export function createSeasonTeam(seasonId: string, input: CreateTeamInput): Promise<SeasonTeam> {
  return call(seasonsEndpoints.createSeasonTeam, { params: { seasonId }, body: input });
}

export function useCreateSeasonTeam(seasonId: string) {
  return useSeasonAction({
    seasonId,
    run: (input: CreateTeamInput) => createSeasonTeam(seasonId, input),
    failure: 'The team could not be added. Please try again.',
    success: (team) => `${team.name} was added`,
    showsRefusal: true,
  });
}

export function updateSeasonTeam(teamId: string, input: UpdateTeamInput): Promise<SeasonTeam> {
  return call(seasonsEndpoints.updateSeasonTeam, { params: { teamId }, body: input });
}

export function useUpdateSeasonTeam(seasonId: string, teamId: string) {
  return useSeasonAction({
    seasonId,
    run: (input: UpdateTeamInput) => updateSeasonTeam(teamId, input),
    failure: 'The team could not be saved. Please try again.',
    success: (team) => `${team.name} was saved`,
    showsRefusal: true,
  });
}

export function deleteSeasonTeam(teamId: string) {
  return call(seasonsEndpoints.deleteSeasonTeam, { params: { teamId } });
}

export function useDeleteSeasonTeam(seasonId: string, teamId: string) {
  return useSeasonAction({
    seasonId,
    run: () => deleteSeasonTeam(teamId),
    failure: 'The team could not be removed. Please try again.',
    success: (answer) => answer.message,
  });
}
