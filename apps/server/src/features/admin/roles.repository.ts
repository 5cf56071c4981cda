import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userRoles } from '../../db/schema/admin.ts';
import { accountColumns } from '../auth/auth.read-model.ts';

/** The one role Rally checks (spec: user_roles; only admin is checked). */
const ADMIN = 'admin';

/** An administrator as the command line lists them. */
export type AdminRow = { userId: string; email: string; username: string | null; grantedAt: Date };

/** An account found by its email, for granting and revoking by address. */
export type AccountRow = { id: string; email: string };

/** The only code that reads or writes `user_roles`: who administers Rally. */
export function createRolesRepository(db: Database) {
  return {
    async isAdmin(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, ADMIN)))
        .limit(1);
      return Boolean(row);
    },

    /** The account with this email (stored lower-cased), or undefined. */
    async findAccountByEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select({ id: accountColumns.id, email: accountColumns.email })
        .from(accountColumns.source)
        .where(eq(accountColumns.email, email.trim().toLowerCase()))
        .limit(1);
      return row;
    },

    /** Makes the user an administrator; answers false when they already were. */
    async grantAdmin(userId: string, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(userRoles)
        .values({ userId, role: ADMIN, grantedAt: at })
        .onConflictDoNothing()
        .returning({ userId: userRoles.userId });
      return inserted.length > 0;
    },

    /**
     * Makes administrators of the verified accounts with these emails (lower-cased), in one statement;
     * answers how many became one now. Unverified accounts wait: their address is not proven theirs.
     */
    async grantAdminByEmails(emails: string[], at: Date): Promise<number> {
      if (emails.length === 0) return 0;
      const granted = await db
        .insert(userRoles)
        .select(
          db
            .select({
              userId: accountColumns.id,
              role: sql<string>`${ADMIN}::text`.as('role'),
              grantedAt: sql<Date>`${at.toISOString()}::timestamptz`.as('granted_at'),
            })
            .from(accountColumns.source)
            .where(and(inArray(accountColumns.email, emails), eq(accountColumns.emailVerified, true))),
        )
        .onConflictDoNothing()
        .returning({ userId: userRoles.userId });
      return granted.length;
    },

    /** Takes the role away; answers false when the user was not an administrator. */
    async revokeAdmin(userId: string): Promise<boolean> {
      const deleted = await db
        .delete(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, ADMIN)))
        .returning({ userId: userRoles.userId });
      return deleted.length > 0;
    },

    /** Every administrator, longest-serving first. */
    async listAdmins(): Promise<AdminRow[]> {
      return db
        .select({
          userId: userRoles.userId,
          email: accountColumns.email,
          username: accountColumns.username,
          grantedAt: userRoles.grantedAt,
        })
        .from(userRoles)
        .innerJoin(accountColumns.source, eq(accountColumns.id, userRoles.userId))
        .where(eq(userRoles.role, ADMIN))
        .orderBy(asc(userRoles.grantedAt), asc(accountColumns.email));
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
