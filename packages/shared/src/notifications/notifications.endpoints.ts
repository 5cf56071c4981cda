import { endpoint } from '../endpoint.ts';

const schemas = () => import('./notifications.schemas.ts');

/** The notifications endpoints: the bell's list and history, and marking them read. */
export const notificationsEndpoints = {
  listNotifications: endpoint('GET', '/api/notifications', () =>
    schemas().then((s) => ({ query: s.listNotificationsQuery, response: s.notificationListSchema })),
  ),
  markNotificationRead: endpoint(
    'POST',
    '/api/notifications/:id/read',
    () => schemas().then((s) => ({ params: s.notificationIdParams })),
    { status: 204 },
  ),
  markAllNotificationsRead: endpoint('POST', '/api/notifications/read-all', () =>
    schemas().then((s) => ({ response: s.markAllReadResultSchema })),
  ),
};
