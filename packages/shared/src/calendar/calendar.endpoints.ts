import { endpoint } from '../endpoint.ts';

const schemas = () => import('./calendar.schemas.ts');
const gamesSchemas = () => import('../games/games.schemas.ts');

export const calendarEndpoints = {
  // An iCalendar file, not JSON: a link downloads it (`endpointUrl`), nothing `call`s it.
  downloadGameCalendar: endpoint('GET', '/api/games/:id/calendar.ics', () =>
    gamesSchemas().then((s) => ({ params: s.gameIdParams })),
  ),
  getCalendarFeed: endpoint('GET', '/api/calendar/feed', () =>
    schemas().then((s) => ({ response: s.calendarFeedSchema })),
  ),
  resetCalendarFeed: endpoint('POST', '/api/calendar/feed/reset', () =>
    schemas().then((s) => ({ response: s.calendarFeedSchema })),
  ),
};
