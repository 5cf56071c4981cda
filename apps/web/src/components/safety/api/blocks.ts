import { blocksEndpoints } from '@rally/shared/blocks/blocks.endpoints';
import type { BlockList } from '@rally/shared/blocks/blocks.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { call } from '../../../lib/api-client.ts';

export const blockedPlayersQueryKey = ['blocks'] as const;

/** The players the viewer blocked, newest first. */
export function getBlockedPlayers(signal?: AbortSignal): Promise<BlockList> {
  return call(blocksEndpoints.listBlocks, { signal });
}

export function getBlockedPlayersQueryOptions() {
  return queryOptions({
    queryKey: blockedPlayersQueryKey,
    queryFn: ({ signal }) => getBlockedPlayers(signal),
  });
}

export function useBlockedPlayers() {
  return useQuery(getBlockedPlayersQueryOptions());
}

export function blockPlayer(userId: string) {
  return call(blocksEndpoints.blockUser, { params: { userId } });
}

export function unblockPlayer(userId: string) {
  return call(blocksEndpoints.unblockUser, { params: { userId } });
}

/**
 * A block (or its undoing) changes what many screens show: search, suggestions, friends, the inbox,
 * rosters' buttons, the profile's own menu. Every cached answer is refetched rather than each feature's
 * keys listed here (features' keys are their own); only what is on screen refetches at once.
 *
 * `closing` (what the block closes: a thread whose friend is gone) runs first inside `flushSync`, so it
 * is unmounted before the refetch: its query would otherwise be refetched while still on screen, and
 * refused now that the two are not friends.
 */
export function useRefreshAfterBlockChange() {
  const queryClient = useQueryClient();
  return (closing?: () => void) => {
    if (closing) flushSync(closing);
    return queryClient.invalidateQueries();
  };
}

/**
 * `done` runs from the mutation itself, not from `mutate`'s callbacks: the refetch may unmount the
 * control that blocked, and a callback given to `mutate` would then never run.
 */
export function useBlockPlayer(done?: () => void) {
  const refresh = useRefreshAfterBlockChange();
  return useMutation({
    mutationFn: blockPlayer,
    onSuccess: () => refresh(done),
  });
}

export function useUnblockPlayer(done?: () => void) {
  const refresh = useRefreshAfterBlockChange();
  return useMutation({
    mutationFn: unblockPlayer,
    onSuccess: () => refresh(done),
  });
}
