import { authEndpoints } from '@rally/shared/auth/auth.endpoints';
import { authMessages } from '@rally/shared/auth/auth.messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { forgetSession } from './get-session.ts';

export function signOut() {
  return call(authEndpoints.signOut);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // The server refused: "Failed to sign out". The call never completed: "Error signing out: (why)" (spec §8).
    meta: {
      errorToast: (error) =>
        isApiError(error, 'network_error')
          ? `Error signing out: ${error.message}`
          : authMessages.signOutFailed,
    },
    onSuccess: () => {
      toast.success(authMessages.signedOut);
      forgetSession(queryClient);
    },
  });
}
