import type { Database } from '../../db/client.ts';
import { createAuthRepository } from './auth.repository.ts';

/** What other features may ask of accounts: who owns an address. */
export type Accounts = ReturnType<typeof createAccounts>;

/** Accounts as other features read them, on the auth feature's own tables. */
export function createAccounts(db: Database) {
  const authRepo = createAuthRepository(db);
  return {
    /** The account behind an address, verified or not. */
    findByEmail: (email: string) => authRepo.findByEmail(email),
    /** The verified accounts behind these addresses, by address: until then an account has no profile and nobody can reach it. */
    async findVerifiedByEmail(emails: string[]): Promise<Map<string, string>> {
      const found = await Promise.all(emails.map((email) => authRepo.findByEmail(email)));
      return new Map(
        found.flatMap((account) => (account?.emailVerified ? [[account.email, account.id] as const] : [])),
      );
    },
  };
}
