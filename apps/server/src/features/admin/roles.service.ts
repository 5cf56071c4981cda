import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { AdminRow, RolesRepository } from './roles.repository.ts';

type Deps = {
  rolesRepo: RolesRepository;
  /** ADMIN_EMAILS, lower-cased: these accounts are granted the role, never revoked by it. */
  adminEmails: string[];
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
};

/** What granting by email found. */
export type GrantOutcome = 'granted' | 'already-admin' | 'no-account';
/** What revoking by email found. */
export type RevokeOutcome = 'revoked' | 'not-admin' | 'no-account';

/**
 * Who administers Rally: `user_roles` is the source of truth (spec document 2 §6). ADMIN_EMAILS only
 * ever grants; taking the role away is the command line's `revoke`.
 */
export function createRolesService({ rolesRepo, adminEmails, clock, log }: Deps) {
  const configured = new Set(adminEmails.map((email) => email.toLowerCase()));

  return {
    /**
     * Whether the user is an administrator. A check that fails (the database away) counts as not
     * admin (spec §6) and is logged, so a request is refused rather than failed.
     */
    async isAdmin(userId: string): Promise<boolean> {
      try {
        return await rolesRepo.isAdmin(userId);
      } catch (error) {
        log.error({ err: error, userId }, 'roles: the administrator check failed; treated as not admin');
        return false;
      }
    },

    /** At start: grants the role to every existing verified account named in ADMIN_EMAILS. */
    async grantConfiguredAdmins(): Promise<number> {
      return rolesRepo.grantAdminByEmails([...configured], clock.now());
    },

    /**
     * At sign-in and verification: grants the role if ADMIN_EMAILS names this account. A failure is
     * logged and the sign-in goes on: the next one, or the next start, grants it.
     */
    async grantIfConfigured(account: { id: string; email: string }): Promise<void> {
      if (!configured.has(account.email.toLowerCase())) return;
      try {
        await rolesRepo.grantAdmin(account.id, clock.now());
      } catch (error) {
        log.error({ err: error, userId: account.id }, 'roles: could not grant the configured administrator');
      }
    },

    /** Makes the account with this email an administrator (the command line's `grant`). */
    async grantByEmail(email: string): Promise<GrantOutcome> {
      const account = await rolesRepo.findAccountByEmail(email);
      if (!account) return 'no-account';
      return (await rolesRepo.grantAdmin(account.id, clock.now())) ? 'granted' : 'already-admin';
    },

    /** Takes the role from the account with this email (the command line's `revoke`). */
    async revokeByEmail(email: string): Promise<RevokeOutcome> {
      const account = await rolesRepo.findAccountByEmail(email);
      if (!account) return 'no-account';
      return (await rolesRepo.revokeAdmin(account.id)) ? 'revoked' : 'not-admin';
    },

    /** Every administrator, longest-serving first. */
    async list(): Promise<AdminRow[]> {
      return rolesRepo.listAdmins();
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
