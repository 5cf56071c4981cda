import { messageSchema, type SignUpInput } from '@rally/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Creates the account; the server mails a verification code and does not sign the user in yet. */
export function signUp(input: SignUpInput) {
  return api.post('/api/auth/sign-up', input, import.meta.env.DEV ? messageSchema : undefined);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
