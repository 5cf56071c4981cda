import { teamsEndpoints } from '@rally/shared/games/teams.endpoints';
import { teamsMessages } from '@rally/shared/games/teams.messages';
import type {
  PublishTeamsInput,
  RecordResultInput,
  TeamsDraft,
  TeamsDraftInput,
} from '@rally/shared/games/teams.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { refusalOr } from '../../../lib/api-error.ts';
import { useGameAction } from './game-action.ts';
import { gameKeys } from './game-keys.ts';

// Balanced teams and the final score (issue 27 §3, §4).

export function draftTeams(gameId: string, input: TeamsDraftInput): Promise<TeamsDraft> {
  return call(teamsEndpoints.draftGameTeams, { params: { id: gameId }, body: input });
}

/** The server's split (nothing stored): the dialog keeps it and lets the host change it. */
export function useDraftTeams(gameId: string) {
  return useMutation({
    mutationFn: (input: TeamsDraftInput) => draftTeams(gameId, input),
    meta: { errorToast: refusalOr(teamsMessages.draftFailed) },
    mutationKey: [...gameKeys.detail(gameId), 'teams-draft'],
  });
}

export function usePublishTeams(gameId: string) {
  return useGameAction({
    gameId,
    run: (input: PublishTeamsInput) =>
      call(teamsEndpoints.publishGameTeams, { params: { id: gameId }, body: input }),
    success: teamsMessages.published,
    failure: teamsMessages.publishFailed,
  });
}

export function useRecordResult(gameId: string) {
  return useGameAction({
    gameId,
    run: (input: RecordResultInput) =>
      call(teamsEndpoints.recordGameResult, { params: { id: gameId }, body: input }),
    success: teamsMessages.resultRecorded,
    failure: teamsMessages.resultFailed,
  });
}
