import { authEndpoints } from '@rally/shared/auth/auth.endpoints';
import { authMessages } from '@rally/shared/auth/auth.messages';
import type { Session, SignInInput } from '@rally/shared/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { setSession } from './get-session.ts';

export async function signIn(input: SignInInput): Promise<Session> {
  const { session } = await call(authEndpoints.signIn, { body: input });
  return session;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The form shows why sign-in failed next to the fields.
    meta: { errorToast: false },
    onSuccess: (session) => {
      void import('sonner').then(({ toast }) => toast.success(authMessages.welcomeBack));
      setSession(queryClient, session);
    },
  });
}
