import { authMessages } from '@rally/shared/auth/auth.messages';
import type { Session, SignInInput } from '@rally/shared/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { setSession } from './get-session.ts';

// Loaded with the first sign-in rather than with the sign-in page (see lib/lazy-zod-resolver.ts).
const responseSchema = () =>
  Promise.all([import('zod'), import('@rally/shared/auth/auth.schemas')]).then(([{ z }, { sessionSchema }]) =>
    z.object({ session: sessionSchema }),
  );

export async function signIn(input: SignInInput): Promise<Session> {
  const { session } = await api.post('/api/auth/sign-in', input, await responseSchema());
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
