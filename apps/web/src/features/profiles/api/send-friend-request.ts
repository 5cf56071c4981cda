import { type FriendRequestResult, friendRequestResultSchema } from '@rally/shared/friends/friends.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client.ts';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { profileScreenQueryKey } from './get-profile-screen.ts';

// The spec's failure texts (document 1 §8); it quotes no success texts, so these say what happened.
const SEND_FAILED = 'Failed to send friend request';
const ACCEPT_FAILED = 'Failed to accept friend request';
const SENT = 'Friend request sent';
const ACCEPTED = 'Friend request accepted';

/**
 * Asks to be friends with the player shown. When they had already asked the viewer, the same call
 * accepts their request, so the profile's "Accept" uses it too.
 */
export function sendFriendRequest(userId: string): Promise<FriendRequestResult> {
  return api.post('/api/friends/requests', { userId }, friendRequestResultSchema);
}

/** A 4xx carries the server's reason ("You are already friends."); anything else gets the spec's text. */
const failureText = (fallback: string) => (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? errorMessage(error) : fallback;

export function useSendFriendRequest(userId: string, { accepting }: { accepting: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendFriendRequest(userId),
    meta: { errorToast: failureText(accepting ? ACCEPT_FAILED : SEND_FAILED) },
    onSuccess: (result) => {
      toast.success(result.status === 'accepted' ? ACCEPTED : SENT);
    },
    // Success or not, the screen's `friendship` (and friend count) may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileScreenQueryKey(userId) }),
  });
}
