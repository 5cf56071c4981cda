import { moderationEndpoints } from '@rally/shared/moderation/moderation.endpoints';
import type {
  ModerationActionInput,
  ModerationActionResult,
} from '@rally/shared/moderation/moderation.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { actionDoneText } from '../lib/moderation-words.ts';
import { moderationKeys } from './moderation-keys.ts';

export function takeModerationAction(input: ModerationActionInput): Promise<ModerationActionResult> {
  return call(moderationEndpoints.takeModerationAction, { body: input });
}

/**
 * Dismiss, remove, warn, suspend or reinstate. On success the queue and the log refetch (a decided
 * group leaves the queue, a suspended subject's history updates) and a toast says what was done; a
 * refusal is toasted with the server's words.
 */
export function useTakeModerationAction(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeModerationAction,
    onSuccess: ({ action }) => {
      toast.success(actionDoneText(action));
      onDone?.();
      return queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
}
