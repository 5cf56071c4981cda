import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; raw: string };

/**
 * A real SMTP server on a free port (or the given one: a server that comes back where one was down)
 * that keeps what it receives, so tests read the mail users would.
 */
export async function startSmtpSink(port = 0) {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, raw });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    /** The newest mail to this address whose subject matches, waiting briefly for it to arrive. */
    async latest(to: string, subject: RegExp = /./): Promise<ReceivedMail> {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const mail = received.findLast((m) => m.to.includes(to) && subject.test(m.subject));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    /** The six-digit code of the newest mail to this address. */
    async code(to: string, subject?: RegExp): Promise<string> {
      const mail = await this.latest(to, subject);
      const code = /(\d{6})/.exec(mail.subject)?.[1];
      if (!code) throw new Error(`no code in "${mail.subject}"`);
      return code;
    },
    count: (to: string) => received.filter((m) => m.to.includes(to)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
