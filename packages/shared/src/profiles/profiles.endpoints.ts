import { endpoint } from '../endpoint.ts';

const schemas = () => import('./profiles.schemas.ts');

export const profilesEndpoints = {
  // A multipart form: its one file field "file" (the body is no schema's).
  uploadAvatar: endpoint('POST', '/api/profiles/me/avatar', () =>
    schemas().then((s) => ({ response: s.ownProfileSchema })),
  ),
  getOwnProfile: endpoint('GET', '/api/profiles/me', () =>
    schemas().then((s) => ({ response: s.profileScreenSchema })),
  ),
  updateOwnProfile: endpoint('PUT', '/api/profiles/me', () =>
    schemas().then((s) => ({ body: s.updateProfileInput, response: s.ownProfileSchema })),
  ),
  getActivityStatus: endpoint('GET', '/api/profiles/me/activity-status', () =>
    schemas().then((s) => ({ response: s.activityStatusSchema })),
  ),
  setActivityStatus: endpoint('PATCH', '/api/profiles/me/activity-status', () =>
    schemas().then((s) => ({ body: s.updateActivityStatusInput, response: s.updateActivityStatusInput })),
  ),
  getDistanceUnit: endpoint('GET', '/api/profiles/me/distance-unit', () =>
    schemas().then((s) => ({ response: s.distanceUnitSettingSchema })),
  ),
  setDistanceUnit: endpoint('PATCH', '/api/profiles/me/distance-unit', () =>
    schemas().then((s) => ({ body: s.distanceUnitSettingSchema, response: s.distanceUnitSettingSchema })),
  ),
  getProfile: endpoint('GET', '/api/profiles/:userId', () =>
    schemas().then((s) => ({ params: s.profileUserIdParams, response: s.profileScreenSchema })),
  ),
};
