import { calendarEndpoints } from '@rally/shared/calendar/calendar.endpoints';
import type { CalendarFeed } from '@rally/shared/calendar/calendar.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const calendarFeedKey = ['calendar', 'feed'] as const;

/** The user's private feed address; the server makes its secret on the first call. */
export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return call(calendarEndpoints.getCalendarFeed, { signal });
}

export function getCalendarFeedQueryOptions() {
  return queryOptions({ queryKey: calendarFeedKey, queryFn: ({ signal }) => getCalendarFeed(signal) });
}

export function useCalendarFeed() {
  return useQuery(getCalendarFeedQueryOptions());
}
