import { friendsEndpoints } from '@rally/shared/friends/friends.endpoints';
import type { FriendRequestList } from '@rally/shared/friends/friends.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { friendsKeys } from './friends-keys.ts';

export function declineFriendRequest(requestId: string): Promise<void> {
  return call(friendsEndpoints.declineFriendRequest, { params: { requestId } });
}

export function useDeclineFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineFriendRequest,
    meta: { errorToast: () => 'Failed to decline friend request' },
    onSuccess: (_result, requestId) => {
      // Declined requests are deleted (spec §3), so the row goes before the refetch confirms it.
      queryClient.setQueryData<FriendRequestList>(friendsKeys.requests(), (data) =>
        data ? { ...data, incoming: data.incoming.filter((r) => r.requestId !== requestId) } : data,
      );
      toast.success('Friend request declined');
      return queryClient.invalidateQueries({ queryKey: friendsKeys.all });
    },
  });
}
