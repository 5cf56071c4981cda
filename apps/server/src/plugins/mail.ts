import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type Email = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as a notification's List-Unsubscribe. */
  headers?: Record<string, string>;
};
export type SentEmail = Email & { id: string; sentAt: string };

export type Mailer = {
  send(email: Email): Promise<void>;
  /** The development mailbox: newest first; empty when mail goes out over SMTP. */
  sent(): SentEmail[];
};

const MAILBOX_SIZE = 100;

/**
 * With SMTP_URL every email goes out through that server. Without it (development) emails are
 * written to the log and kept in memory for the /dev/mailbox page, so a newcomer can sign up locally.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  keepMailbox: boolean;
  log: FastifyBaseLogger;
}): Mailer {
  const mailbox: SentEmail[] = [];
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;

  return {
    async send(email) {
      if (transport) {
        await transport.sendMail({ from: options.from, ...email });
      } else {
        options.log.info({ to: email.to, subject: email.subject }, `email:\n${email.text}`);
      }
      if (options.keepMailbox) {
        mailbox.unshift({ ...email, id: randomUUID(), sentAt: new Date().toISOString() });
        mailbox.length = Math.min(mailbox.length, MAILBOX_SIZE);
      }
    },
    sent: () => [...mailbox],
  };
}
