import { authEndpoints } from '@rally/shared/auth/auth.endpoints';
import { authMessages } from '@rally/shared/auth/auth.messages';
import type { ResetPasswordInput } from '@rally/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';

export function resetPassword(input: ResetPasswordInput) {
  return call(authEndpoints.resetPassword, { body: input });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    meta: { errorToast: (error) => errorMessage(error, authMessages.resetCodeProcessFailed) },
    onSuccess: () => toast.success(authMessages.passwordReset),
  });
}
