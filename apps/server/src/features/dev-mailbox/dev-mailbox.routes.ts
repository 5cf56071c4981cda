import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/html-escape.ts';
import { isLoopbackAddress } from '../../lib/loopback.ts';
import { anyone } from '../../plugins/docs.ts';
import type { Mailer, SentEmail } from '../../plugins/mail.ts';

function page(emails: SentEmail[]) {
  const items = emails
    .map(
      (email) =>
        `<article><header><strong>${escapeHtml(email.subject)}</strong><br><small>to ${escapeHtml(email.to)} · ${escapeHtml(email.sentAt)}</small></header><pre>${escapeHtml(email.text)}</pre></article>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox · Rally</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#111}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><main><h1>Development mailbox</h1><p>Emails the server would have sent, newest first. Set SMTP_URL to send real mail.</p>
${items || '<p>No emails yet.</p>'}</main></body></html>`;
}

/**
 * Lets a newcomer read verification codes locally, with no mail server. The codes in it reset any
 * password, so it answers only a peer on this machine: the socket's own address, never a forwarded
 * header a client could write. Anyone else is told there is nothing here.
 */
export async function devMailboxRoutes(app: FastifyInstance, { mailer }: { mailer: Mailer }) {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) throw notFound('page');
  });
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page(mailer.sent())),
  );
  // Anyone on this machine: the hook above is its access rule.
  app.get('/api/dev/mailbox', { schema: { hide: true, security: anyone } }, async () => ({
    emails: mailer.sent(),
  }));
}
