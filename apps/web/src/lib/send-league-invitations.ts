import { leagueInvitationsEndpoints } from '@rally/shared/leagues/league-invitations.endpoints';
import type { LeagueInvitationsInput } from '@rally/shared/leagues/leagues.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from './api-client.ts';

/**
 * Emails an invitation with the league's link to each address (and notifies those who play on
 * Rally). Here rather than in the leagues feature because the /find banner sends them too.
 */
export function sendLeagueInvitations(leagueId: string, input: LeagueInvitationsInput) {
  return call(leagueInvitationsEndpoints.inviteToLeague, { params: { id: leagueId }, body: input });
}

export function useSendLeagueInvitations(leagueId: string) {
  return useMutation({
    mutationFn: (input: LeagueInvitationsInput) => sendLeagueInvitations(leagueId, input),
    // The dialog names the refused addresses itself, next to the field.
    meta: { errorToast: false },
  });
}
