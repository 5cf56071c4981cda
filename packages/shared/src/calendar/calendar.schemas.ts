import { z } from 'zod';
import { textPathParam } from '../ids.ts';

/** GET /api/calendar/feed and its reset: the secret address calendar apps subscribe to. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The secret part of a feed address, as its path carries it (`/api/calendar/{token}.ics`). */
export const calendarTokenParams = z.object({
  token: textPathParam('The feed token, then .ics', 300, {
    code: 'page_not_found',
    message: 'Page not found',
  }),
});

/** The Calendar card on the settings page, word for word. */
export const calendarMessages = {
  title: 'Calendar',
  description:
    'Subscribe to this private address in Google Calendar, Apple Calendar or Outlook to see your upcoming games. Anyone with the address can see them.',
  copy: 'Copy link',
  copied: 'Link copied!',
  copyFailed: 'Could not copy the link',
  reset: 'Reset link',
  resetTitle: 'Reset your calendar link?',
  resetDescription: 'The current address stops working at once; calendars subscribed to it stop updating.',
  resetConfirm: 'Reset link',
  resetDone: 'Calendar link reset',
  resetFailed: 'Failed to reset the calendar link',
  loadFailed: 'Failed to load your calendar link',
  addToCalendar: 'Add to calendar',
} as const;
