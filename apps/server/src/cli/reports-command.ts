import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { DatabaseConnection } from '../db/client.ts';
import { createAccounts } from '../features/auth/accounts.ports.ts';
import {
  type CommandOutcome,
  createModerationCommands,
  REPORTS_COMMAND_USAGE,
} from '../features/moderation/moderation-commands.ts';
import { systemClock } from '../lib/clock.ts';
import { loadSecrets } from '../secrets.ts';

export { REPORTS_COMMAND_USAGE };

type Commands = ReturnType<typeof createModerationCommands>;
type Plan = (commands: Commands) => Promise<CommandOutcome>;

/** What the words after `reports` ask for, or undefined when they are not a command (the usage is shown). */
export function planOf(args: string[]): Plan | undefined {
  const [subcommand, first = '', second = '', ...rest] = args;
  const reasonOf = (words: string[]) => words.join(' ').trim();
  if (subcommand === undefined) return (commands) => commands.list();
  if (subcommand === 'dismiss' || subcommand === 'remove' || subcommand === 'warn') {
    const reason = reasonOf([second, ...rest]);
    return first && reason ? (commands) => commands.onTarget(subcommand, first, reason) : undefined;
  }
  if (subcommand === 'suspend') {
    const reason = reasonOf(rest);
    return first && second && reason
      ? (commands) => commands.suspend(first.toLowerCase(), second, reason)
      : undefined;
  }
  if (subcommand === 'reinstate') {
    const reason = reasonOf([second, ...rest]);
    return first && reason ? (commands) => commands.reinstate(first.toLowerCase(), reason) : undefined;
  }
  return undefined;
}

/**
 * `npm run admin -- reports …`: the moderation queue from the command line, through the same service the
 * web's queue uses, built as the server builds it but without its job queue (what an action leaves to
 * push or email waits in the delivery outbox for the server).
 */
export async function runReportsCommand(
  plan: Plan,
  { config, database }: { config: Config; database: DatabaseConnection },
): Promise<CommandOutcome> {
  const secrets = await loadSecrets(
    { db: database.db, dataDir: config.dataDir },
    { authSecret: config.authSecret },
  );
  const app = await buildApp({ config, database, secrets, logger: false, startJobs: false });
  try {
    await app.ready();
    const accounts = createAccounts(database.db);
    return await plan(
      createModerationCommands({
        moderation: app.services.moderation,
        userIdByEmail: async (email) => (await accounts.findByEmail(email))?.id ?? null,
        clock: systemClock,
      }),
    );
  } finally {
    await app.close();
  }
}
