import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { PeopleDirectory } from '../profiles/profiles.ports.ts';
import { createModerationNotices } from './moderation.notifications.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { createModerationService, type SuspensionsPort } from './moderation.service.ts';
import { createModerationActionsRepository } from './moderation-actions.repository.ts';
import type { ReportTargets } from './report-targets.ts';
import { createReportsRepository } from './reports.repository.ts';
import { type BlockPort, createReportsService } from './reports.service.ts';

/**
 * Reports and the moderation queue: a player reports what they see (its snapshot kept), administrators
 * see open reports grouped by target and act on them (dismiss, remove, warn, suspend, reinstate), every
 * action recorded. What a target is and how it is removed is its owner feature's, through `targets`.
 */
export function createModerationModule(
  { db, clock }: Platform,
  ports: {
    targets: ReportTargets;
    blocks: BlockPort;
    suspensions: SuspensionsPort;
    notifications: Pick<NotificationsService, 'notifyMany'>;
    people: PeopleDirectory;
  },
) {
  const reportsRepo = createReportsRepository(db);
  const reports = createReportsService({ reportsRepo, targets: ports.targets, blocks: ports.blocks, clock });
  const moderation = createModerationService({
    reportsRepo,
    actionsRepo: createModerationActionsRepository(db),
    targets: ports.targets,
    suspensions: ports.suspensions,
    notices: createModerationNotices({ notifications: ports.notifications }),
    people: ports.people,
    clock,
  });
  return {
    reports,
    /** The queue and its actions, for the command line as for the web. */
    moderation,
    /** Open reports for the command line's list. */
    openReports: (limit: number) => reportsRepo.allOpen(limit),
    async register(app: FastifyInstance) {
      await app.register(moderationRoutes, { prefix: '/api', reports, moderation });
    },
  };
}
