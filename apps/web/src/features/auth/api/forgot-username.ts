import { authEndpoints } from '@rally/shared/auth/auth.endpoints';
import { authMessages } from '@rally/shared/auth/auth.messages';
import type { EmailInput } from '@rally/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';

/** Mails a code that, once entered, reveals the username of the account with this address. */
export function forgotUsername(input: EmailInput) {
  return call(authEndpoints.forgotUsername, { body: input });
}

export function useForgotUsername() {
  return useMutation({
    mutationFn: forgotUsername,
    meta: { errorToast: (error) => errorMessage(error, authMessages.usernameReminderFailed) },
    onSuccess: () => toast.success(authMessages.usernameReminderSent),
  });
}
