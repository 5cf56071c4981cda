import { calendarEndpoints } from '@rally/shared/calendar/calendar.endpoints';
import { type CalendarFeed, calendarMessages } from '@rally/shared/calendar/calendar.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { calendarFeedKey } from './get-calendar-feed.ts';

/** A new secret address; the old one stops working at once. */
export function resetCalendarFeed(): Promise<CalendarFeed> {
  return call(calendarEndpoints.resetCalendarFeed);
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    meta: { errorToast: () => calendarMessages.resetFailed },
    onSuccess: (feed) => {
      queryClient.setQueryData(calendarFeedKey, feed);
      toast.success(calendarMessages.resetDone);
    },
  });
}
