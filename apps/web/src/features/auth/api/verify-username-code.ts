import { authEndpoints } from '@rally/shared/auth/auth.endpoints';
import { authMessages, usernameIsMessage } from '@rally/shared/auth/auth.messages';
import type { VerifyCodeInput } from '@rally/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';

export function verifyUsernameCode(input: VerifyCodeInput) {
  return call(authEndpoints.revealUsername, { body: input });
}

export function useVerifyUsernameCode() {
  return useMutation({
    mutationFn: verifyUsernameCode,
    meta: { errorToast: (error) => errorMessage(error, authMessages.resetCodeVerifyFailed) },
    onSuccess: ({ username }) => toast.success(usernameIsMessage(username)),
  });
}
