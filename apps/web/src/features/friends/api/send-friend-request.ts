import { friendsEndpoints } from '@rally/shared/friends/friends.endpoints';
import type {
  FriendRequestResult,
  FriendSearchResult,
  FriendSuggestionList,
} from '@rally/shared/friends/friends.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { friendsKeys } from './friends-keys.ts';

export const SEND_REQUEST_FAILED = 'Failed to send friend request';

/** Sends a request; when they had already asked us, the server accepts theirs instead (status accepted). */
export function sendFriendRequest(userId: string): Promise<FriendRequestResult> {
  return call(friendsEndpoints.sendFriendRequest, { body: { userId } });
}

export function useSendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFriendRequest,
    meta: { errorToast: () => SEND_REQUEST_FAILED },
    onSuccess: (result, userId) => {
      // Spec §4: sending removes the person from the search results and the suggestions at once.
      queryClient.setQueriesData<FriendSearchResult>({ queryKey: [...friendsKeys.all, 'search'] }, (data) =>
        data ? { users: data.users.filter((user) => user.userId !== userId) } : data,
      );
      queryClient.setQueriesData<FriendSuggestionList>({ queryKey: friendsKeys.suggestions() }, (data) =>
        data ? { suggestions: data.suggestions.filter((user) => user.userId !== userId) } : data,
      );
      toast.success(result.status === 'accepted' ? 'You are now friends' : 'Friend request sent');
      // Search results stay as they are (refetching would only repeat the filter); the rest refreshes.
      void queryClient.invalidateQueries({
        queryKey: friendsKeys.all,
        predicate: (query) => query.queryKey[1] !== 'search',
      });
    },
  });
}
