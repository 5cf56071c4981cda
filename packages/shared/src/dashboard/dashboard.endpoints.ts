import { endpoint } from '../endpoint.ts';

const locationsSchemas = () => import('../locations/locations.schemas.ts');
const dashboardSchemas = () => import('./dashboard.schemas.ts');

export const dashboardEndpoints = {
  getDashboard: endpoint('GET', '/api/dashboard', () =>
    Promise.all([dashboardSchemas(), locationsSchemas()]).then(([dashboard, locations]) => ({
      query: locations.devicePositionQuery,
      response: dashboard.dashboardSchema,
    })),
  ),
};
