import { authEndpoints } from '@rally/shared/auth/auth.endpoints';
import type { Session, VerifyCodeInput } from '@rally/shared/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { setSession } from './get-session.ts';

export type VerifyEmailResult = { session: Session | null; alreadyVerified: boolean };

/** Confirms the address with the mailed code; the server signs the user in when it succeeds. */
export async function verifyEmail(input: VerifyCodeInput): Promise<VerifyEmailResult> {
  try {
    const { session } = await call(authEndpoints.verifyEmail, { body: input });
    return { session: session ?? null, alreadyVerified: false };
  } catch (error) {
    // Opening the link twice, or verifying in another tab, is not a failure from the user's side.
    if (isApiError(error, 'already_verified')) return { session: null, alreadyVerified: true };
    throw error;
  }
}

/** `silent` leaves failures to the caller, for screens that explain them inline. */
export function useVerifyEmail({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    ...(silent ? { meta: { errorToast: false as const } } : {}),
    onSuccess: ({ session }) => {
      if (session) setSession(queryClient, session);
    },
  });
}
