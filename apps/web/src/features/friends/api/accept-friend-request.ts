import { friendsEndpoints } from '@rally/shared/friends/friends.endpoints';
import type { FriendRequestResult } from '@rally/shared/friends/friends.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { friendsKeys } from './friends-keys.ts';

export function acceptFriendRequest(requestId: string): Promise<FriendRequestResult> {
  return call(friendsEndpoints.acceptFriendRequest, { params: { requestId } });
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
