import { authMessages } from '@rally/shared/auth/auth.messages';
import { type EmailInput, messageSchema } from '@rally/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export function resendVerification(input: EmailInput) {
  return api.post('/api/auth/resend-verification', input, import.meta.env.DEV ? messageSchema : undefined);
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
