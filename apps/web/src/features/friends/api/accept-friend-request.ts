import { type FriendRequestResult, friendRequestResultSchema } from '@rally/shared/friends/friends.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client.ts';
import { friendsKeys } from './friends-keys.ts';

export function acceptFriendRequest(requestId: string): Promise<FriendRequestResult> {
  return api.post(
    `/api/friends/requests/${encodeURIComponent(requestId)}/accept`,
    undefined,
    import.meta.env.DEV ? friendRequestResultSchema : undefined,
  );
}

export function useAcceptFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptFriendRequest,
    meta: { errorToast: () => 'Failed to accept friend request' },
    onSuccess: () => {
      toast.success('Friend request accepted');
      return queryClient.invalidateQueries({ queryKey: friendsKeys.all });
    },
  });
}
