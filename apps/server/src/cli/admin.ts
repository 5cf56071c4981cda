import type { FastifyBaseLogger } from 'fastify';
import { parseConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import {
  ADMIN_COMMAND_USAGE,
  type CommandOutcome,
  createRoleCommands,
} from '../features/admin/roles-commands.ts';
import { systemClock } from '../lib/clock.ts';
import { rallyAnswers } from './rally-answers.ts';
import { planOf, REPORTS_COMMAND_USAGE, runReportsCommand } from './reports-command.ts';
import { runCommand } from './run-command.ts';

/**
 * `npm run admin -- grant <email>`, `revoke <email>` or `list`: who may open the monitoring dashboard,
 * in the database `npm start` uses (DATABASE_URL, or the embedded one in DATA_DIR). A running server
 * sees the change within seconds (its session cache), without anyone signing out. `reports …` lists
 * and acts on the moderation queue (reports-command.ts).
 */
async function main(): Promise<number> {
  const [command = '', email, ...extra] = process.argv.slice(2);
  const reports = command === 'reports' ? planOf(process.argv.slice(3)) : undefined;
  const takesEmail = command === 'grant' || command === 'revoke';
  const wellFormed =
    command === 'reports'
      ? reports !== undefined
      : takesEmail
        ? Boolean(email?.trim()) && extra.length === 0
        : command === 'list' && !email;
  if (!wellFormed) {
    console.error(`${ADMIN_COMMAND_USAGE}\n${REPORTS_COMMAND_USAGE}`);
    return 1;
  }
  const config = parseConfig();
  if (!config.databaseUrl && (await rallyAnswers(config.port))) {
    console.error(
      `Rally is running on port ${config.port}: stop it first (the embedded database allows one process).`,
    );
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (reports) {
    try {
      const outcome = await runReportsCommand(reports, { config, database });
      (outcome.exitCode === 0 ? console.log : console.error)(outcome.message);
      return outcome.exitCode;
    } finally {
      await database.close();
    }
  }
  try {
    const log = { error: (...args: unknown[]) => console.error(...args) } as Pick<FastifyBaseLogger, 'error'>;
    const commands = createRoleCommands({ db: database.db, clock: systemClock, log });
    const address = email?.trim().toLowerCase() ?? '';
    const outcome: CommandOutcome =
      command === 'list'
        ? await commands.list()
        : command === 'grant'
          ? await commands.grant(address)
          : await commands.revoke(address);
    (outcome.exitCode === 0 ? console.log : console.error)(outcome.message);
    return outcome.exitCode;
  } finally {
    await database.close();
  }
}

runCommand(main);
