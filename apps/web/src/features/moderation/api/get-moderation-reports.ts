import { moderationEndpoints } from '@rally/shared/moderation/moderation.endpoints';
import type { ModerationGroup, ModerationQueue } from '@rally/shared/moderation/moderation.schemas';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

/** A page of open report groups, the group with the newest report first. */
export function getModerationReports(cursor?: string, signal?: AbortSignal): Promise<ModerationQueue> {
  return call(moderationEndpoints.listModerationReports, { query: { cursor: cursor || undefined }, signal });
}

export function getModerationReportsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: moderationKeys.reports(),
    queryFn: ({ pageParam, signal }) => getModerationReports(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The queue, a page at a time ("Load more" asks for the next). */
export function useModerationReports() {
  return useInfiniteQuery(getModerationReportsQueryOptions());
}

/** Every group loaded so far, each target once (a refetch may move a group across a page edge). */
export function loadedGroups(data: InfiniteData<ModerationQueue> | undefined): ModerationGroup[] {
  if (!data) return [];
  const seen = new Set<string>();
  return data.pages.flatMap((page) =>
    page.groups.filter((group) => {
      const key = `${group.target.type}:${group.target.id}`;
      return !seen.has(key) && seen.add(key);
    }),
  );
}
