import { endpoint } from '../endpoint.ts';

const reportSchemas = () => import('./reports.schemas.ts');
const schemas = () => import('./moderation.schemas.ts');

/** A player's report (signed in). */
export const reportsEndpoints = {
  createReport: endpoint(
    'POST',
    '/api/reports',
    () => reportSchemas().then((s) => ({ body: s.createReportInput, response: s.createReportResultSchema })),
    { status: [201, 200] },
  ),
};

/** The moderation queue and its actions (administrators only). */
export const moderationEndpoints = {
  listModerationReports: endpoint('GET', '/api/moderation/reports', () =>
    schemas().then((s) => ({ query: s.moderationPageQuery, response: s.moderationQueueSchema })),
  ),
  listModerationActions: endpoint('GET', '/api/moderation/actions', () =>
    schemas().then((s) => ({ query: s.moderationPageQuery, response: s.moderationActionLogSchema })),
  ),
  takeModerationAction: endpoint(
    'POST',
    '/api/moderation/actions',
    () =>
      schemas().then((s) => ({ body: s.moderationActionInput, response: s.moderationActionResultSchema })),
    { status: 201 },
  ),
};
