import { authEndpoints } from '@rally/shared/auth/auth.endpoints';
import { authMessages } from '@rally/shared/auth/auth.messages';
import type { EmailInput } from '@rally/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export function resendVerification(input: EmailInput) {
  return call(authEndpoints.resendVerification, { body: input });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    meta: {
      errorToast: (error) =>
        error instanceof ApiError && error.message
          ? `Failed to resend code: ${error.message}`
          : authMessages.resendFailed,
    },
    onSuccess: () => toast.success(authMessages.codeResent),
  });
}
