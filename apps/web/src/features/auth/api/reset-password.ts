import { authMessages } from '@rally/shared/auth/auth.messages';
import { messageSchema, type ResetPasswordInput } from '@rally/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';

export function resetPassword(input: ResetPasswordInput) {
  return api.post('/api/auth/reset-password', input, import.meta.env.DEV ? messageSchema : undefined);
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    meta: { errorToast: (error) => errorMessage(error, authMessages.resetCodeProcessFailed) },
    onSuccess: () => toast.success(authMessages.passwordReset),
  });
}
