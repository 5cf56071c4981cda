import {
  type NotificationKind,
  notificationKindLabels,
} from '@rally/shared/notifications/preferences.schemas';
import { emailHtml } from '../../lib/email-layout.ts';
import type { Email } from '../../plugins/mail.ts';

/**
 * One notification as an email: an HTML part (inline styles, as mail clients need) and a plain-text
 * part with the same words, a button to the notification's page, and a one-click unsubscribe for this
 * kind both in the footer and in the List-Unsubscribe headers (RFC 8058) that mail apps show.
 */
export function notificationEmail(input: {
  to: string;
  kind: NotificationKind;
  title: string;
  message: string;
  /** The absolute URL the button opens: the notification's page, or Rally's home. */
  url: string;
  unsubscribeUrl: string;
}): Email {
  const about = notificationKindLabels[input.kind];
  const reason = `You get this because emails about ${about} are on in your Rally notification settings.`;
  const text = [
    input.title,
    '',
    input.message,
    '',
    `Open in Rally: ${input.url}`,
    '',
    '--',
    reason,
    `Unsubscribe from emails about ${about}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = emailHtml({
    heading: input.title,
    paragraphs: [input.message],
    button: { href: input.url, label: 'Open in Rally' },
    unsubscribe: { reason, href: input.unsubscribeUrl },
  });
  return {
    to: input.to,
    subject: input.title,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
