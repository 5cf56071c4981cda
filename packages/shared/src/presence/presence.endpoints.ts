import { endpoint } from '../endpoint.ts';

const schemas = () => import('./presence.schemas.ts');

export const presenceEndpoints = {
  sendHeartbeat: endpoint('POST', '/api/presence/heartbeat', () =>
    schemas().then((s) => ({ response: s.heartbeatResultSchema })),
  ),
  goOffline: endpoint('POST', '/api/presence/offline', async () => ({}), { status: 204 }),
  listOnlineFriends: endpoint('GET', '/api/presence/friends', () =>
    schemas().then((s) => ({ response: s.onlineFriendsSchema })),
  ),
};
