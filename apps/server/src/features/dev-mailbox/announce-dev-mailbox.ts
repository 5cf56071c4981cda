import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { isLoopbackHost } from '../../lib/loopback.ts';

/**
 * Says at start where unsent mail can be read, and warns loudly when the mailbox is on while the
 * server listens beyond this machine: only local peers are answered, but a proxy on this machine
 * would make every visitor look local, and the mailbox's codes reset any password.
 */
export function announceDevMailbox(
  config: Pick<Config, 'devMailbox' | 'host' | 'publicUrl'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
) {
  if (!config.devMailbox) return;
  log.info(`Emails are not sent: read them on this machine at ${config.publicUrl}/dev/mailbox`);
  if (isLoopbackHost(config.host)) return;
  log.warn(
    [
      '!'.repeat(78),
      `! The development mailbox is ON while Rally listens on ${config.host}, beyond this machine.`,
      '! It shows every sign-up and password-reset code, so it answers only requests from this',
      '! machine itself; behind a reverse proxy on this machine, that means everyone.',
      '! Set SMTP_URL to send real mail, DEV_MAILBOX=off to turn it off, or HOST=127.0.0.1.',
      '!'.repeat(78),
    ].join('\n'),
  );
}
