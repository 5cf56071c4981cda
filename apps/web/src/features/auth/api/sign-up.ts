import { authEndpoints } from '@rally/shared/auth/auth.endpoints';
import type { SignUpInput } from '@rally/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Creates the account; the server mails a verification code and does not sign the user in yet. */
export function signUp(input: SignUpInput) {
  return call(authEndpoints.signUp, { body: input });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
