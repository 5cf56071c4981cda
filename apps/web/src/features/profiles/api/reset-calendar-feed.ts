import {
  type CalendarFeed,
  calendarFeedSchema,
  calendarMessages,
} from '@rally/shared/calendar/calendar.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client.ts';
import { calendarFeedKey } from './get-calendar-feed.ts';

/** A new secret address; the old one stops working at once. */
export function resetCalendarFeed(): Promise<CalendarFeed> {
  return api.post('/api/calendar/feed/reset', {}, import.meta.env.DEV ? calendarFeedSchema : undefined);
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
