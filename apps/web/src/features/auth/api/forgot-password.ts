import { authEndpoints } from '@rally/shared/auth/auth.endpoints';
import { authMessages } from '@rally/shared/auth/auth.messages';
import type { EmailInput } from '@rally/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';

/** Mails a password reset code to the address, when an account has it. */
export function forgotPassword(input: EmailInput) {
  return call(authEndpoints.forgotPassword, { body: input });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: forgotPassword,
    meta: { errorToast: (error) => errorMessage(error, authMessages.resetCodeSendFailed) },
    onSuccess: () => toast.success(authMessages.resetCodeSent),
  });
}
