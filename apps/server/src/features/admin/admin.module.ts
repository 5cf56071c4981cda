import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import { createRolesRepository } from './roles.repository.ts';
import { createRolesService } from './roles.service.ts';

/**
 * Administrators are who user_roles says; ADMIN_EMAILS grants the role to its accounts now and at
 * their sign-in or verification, and never takes it away.
 */
export async function createAdminModule({ db, config, clock, log }: Platform) {
  const roles = createRolesService({
    rolesRepo: createRolesRepository(db),
    adminEmails: config.adminEmails,
    clock,
    log,
  });
  try {
    await roles.grantConfiguredAdmins();
  } catch (error) {
    log.error({ err: error }, 'roles: could not grant the ADMIN_EMAILS accounts at start');
  }
  return {
    roles,
    async register(_app: FastifyInstance) {},
  };
}
