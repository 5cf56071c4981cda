import { authEndpoints } from '@rally/shared/auth/auth.endpoints';
import { authMessages } from '@rally/shared/auth/auth.messages';
import type { VerifyCodeInput } from '@rally/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';

/** Checks a password reset code before asking for the new password; the reset itself sends it again. */
export function verifyResetCode(input: VerifyCodeInput) {
  return call(authEndpoints.checkPasswordResetCode, { body: input });
}

export function useVerifyResetCode() {
  return useMutation({
    mutationFn: verifyResetCode,
    meta: { errorToast: (error) => errorMessage(error, authMessages.resetCodeVerifyFailed) },
  });
}
