import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { createSuspensionsRepository } from './suspensions.repository.ts';
import { createSuspensionReads, createSuspensionsService } from './suspensions.service.ts';

type ServicePorts = Omit<Parameters<typeof createSuspensionsService>[0], 'suspensionsRepo' | 'clock'>;

/**
 * Suspensions as the rest of the server uses them, on one repository: `reads` (is an account suspended
 * now) for sign-in, built before the features the service needs; `service(ports)` for the moderation
 * queue and the command line, once the sessions and games it ends are built.
 */
export function createSuspensions(db: Database, clock: Clock) {
  const suspensionsRepo = createSuspensionsRepository(db);
  return {
    reads: createSuspensionReads({ suspensionsRepo, clock }),
    service: (ports: ServicePorts) => createSuspensionsService({ suspensionsRepo, clock, ...ports }),
  };
}
