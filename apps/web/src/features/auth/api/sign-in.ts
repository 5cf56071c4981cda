import { authMessages } from '@rally/shared/auth/auth.messages';
import { type Session, type SignInInput, sessionSchema } from '@rally/shared/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { setSession } from './get-session.ts';

const signInResponseSchema = z.object({ session: sessionSchema });

export async function signIn(input: SignInInput): Promise<Session> {
  const { session } = await api.post('/api/auth/sign-in', input, signInResponseSchema);
  return session;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The form shows why sign-in failed next to the fields.
    meta: { errorToast: false },
    onSuccess: (session) => {
      toast.success(authMessages.welcomeBack);
      setSession(queryClient, session);
    },
  });
}
