import { authMessages, usernameIsMessage } from '@rally/shared/auth/auth.messages';
import { usernameReminderSchema, type VerifyCodeInput } from '@rally/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';

export function verifyUsernameCode(input: VerifyCodeInput) {
  return api.post(
    '/api/auth/forgot-username/verify',
    input,
    import.meta.env.DEV ? usernameReminderSchema : undefined,
  );
}

export function useVerifyUsernameCode() {
  return useMutation({
    mutationFn: verifyUsernameCode,
    meta: { errorToast: (error) => errorMessage(error, authMessages.resetCodeVerifyFailed) },
    onSuccess: ({ username }) => toast.success(usernameIsMessage(username)),
  });
}
