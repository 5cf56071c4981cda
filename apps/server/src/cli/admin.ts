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
import { runCommand } from './run-command.ts';

/**
 * `npm run admin -- grant <email>`, `revoke <email>` or `list`: who may open the monitoring dashboard,
 * in the database `npm start` uses (DATABASE_URL, or the embedded one in DATA_DIR). A running server
 * sees the change within seconds (its session cache), without anyone signing out.
 */
async function main(): Promise<number> {
  const [command = '', email, ...extra] = process.argv.slice(2);
  const takesEmail = command === 'grant' || command === 'revoke';
  const wellFormed = takesEmail ? Boolean(email?.trim()) && extra.length === 0 : command === 'list' && !email;
  if (!wellFormed) {
    console.error(ADMIN_COMMAND_USAGE);
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
