import { moderationEndpoints } from '@rally/shared/moderation/moderation.endpoints';
import type { ModerationActionEntry, ModerationActionLog } from '@rally/shared/moderation/moderation.schemas';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

/** A page of the action log, the newest first. */
export function getModerationActions(cursor?: string, signal?: AbortSignal): Promise<ModerationActionLog> {
  return call(moderationEndpoints.listModerationActions, { query: { cursor: cursor || undefined }, signal });
}

export function getModerationActionsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: moderationKeys.actions(),
    queryFn: ({ pageParam, signal }) => getModerationActions(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The action log, a page at a time. */
export function useModerationActions() {
  return useInfiniteQuery(getModerationActionsQueryOptions());
}

/** Every entry loaded so far, each once. */
export function loadedActions(data: InfiniteData<ModerationActionLog> | undefined): ModerationActionEntry[] {
  if (!data) return [];
  const seen = new Set<string>();
  return data.pages.flatMap((page) =>
    page.actions.filter((entry) => !seen.has(entry.id) && seen.add(entry.id)),
  );
}
