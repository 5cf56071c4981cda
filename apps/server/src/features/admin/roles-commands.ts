import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createRolesRepository } from './roles.repository.ts';
import { createRolesService } from './roles.service.ts';

/** How the command line is called. */
export const ADMIN_COMMAND_USAGE = 'Usage: npm run admin -- grant <email> | revoke <email> | list';

/** What one command prints, and the exit code it ends with (0 done or nothing to do, 1 refused). */
export type CommandOutcome = { message: string; exitCode: number };

/**
 * The administrator commands (`npm run admin -- grant|revoke <email>`, `list`) on an open database:
 * the texts an operator reads and the exit codes scripts check.
 */
export function createRoleCommands({
  db,
  clock,
  log,
}: {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const roles = createRolesService({ rolesRepo: createRolesRepository(db), adminEmails: [], clock, log });
  const noAccount = (email: string) => ({ message: `No account with the email ${email}.`, exitCode: 1 });

  return {
    async grant(email: string): Promise<CommandOutcome> {
      const outcome = await roles.grantByEmail(email);
      if (outcome === 'no-account') return noAccount(email);
      if (outcome === 'already-admin')
        return { message: `${email} is already an administrator.`, exitCode: 0 };
      return { message: `${email} is now an administrator.`, exitCode: 0 };
    },

    async revoke(email: string): Promise<CommandOutcome> {
      const outcome = await roles.revokeByEmail(email);
      if (outcome === 'no-account') return noAccount(email);
      if (outcome === 'not-admin') return { message: `${email} is not an administrator.`, exitCode: 0 };
      return { message: `${email} is no longer an administrator.`, exitCode: 0 };
    },

    async list(): Promise<CommandOutcome> {
      const admins = await roles.list();
      if (admins.length === 0) return { message: 'No administrators yet.', exitCode: 0 };
      const lines = admins.map(
        (admin) =>
          `${admin.email}${admin.username ? ` (${admin.username})` : ''}, since ${admin.grantedAt.toISOString()}`,
      );
      return { message: `Administrators:\n${lines.join('\n')}`, exitCode: 0 };
    },
  };
}
