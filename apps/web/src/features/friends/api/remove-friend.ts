import { friendsEndpoints } from '@rally/shared/friends/friends.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { friendsKeys } from './friends-keys.ts';

/** Ends a friendship, or cancels a request the user sent: the server deletes whichever exists. */
export function removeFriend(userId: string): Promise<void> {
  return call(friendsEndpoints.removeFriend, { params: { userId } });
}

type Removal = { userId: string; kind: 'friend' | 'request' };

export function useRemoveFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: Removal) => removeFriend(userId),
    onSuccess: (_result, { kind }) => {
      toast.success(kind === 'friend' ? 'Friend removed' : 'Friend request cancelled');
      return queryClient.invalidateQueries({ queryKey: friendsKeys.all });
    },
  });
}
