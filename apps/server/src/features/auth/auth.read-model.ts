import { users } from '../../db/schema/auth.ts';

// What other features may read of an account, named once: they join `source` and read these columns,
// never the table by name, so a column changes here and nowhere else.

/** An account as administration and the figures read it. */
export const accountColumns = {
  /** For FROM and JOIN clauses only: read the account through the columns below. */
  source: users,
  id: users.id,
  email: users.email,
  username: users.username,
  /** Only a verified account is a player: the figures count these. */
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
};
