import {
  type DeliveryKind,
  isAccountNoticeKind,
  type NotificationKind,
  notificationKindLabels,
} from '@rally/shared/notifications/preferences.schemas';
import { emailHtml } from '../../lib/email-layout.ts';
import type { Email } from '../../plugins/mail.ts';

/** Why an account notice came, in its footer: it has no kind to unsubscribe from. */
const ACCOUNT_NOTICE_REASONS = {
  accountSafety:
    'This is about your Rally account, so Rally sends it whatever your notification settings say, as it does password emails.',
  accountUpdates: 'You get this because emails are on in your Rally notification settings.',
} as const;

/**
 * One notification as an email: an HTML part (inline styles, as mail clients need) and a plain-text
 * part with the same words, and a button to the notification's page. A notification of a kind the
 * settings toggle ends with a one-click unsubscribe for that kind, both in the footer and in the
 * List-Unsubscribe headers (RFC 8058) that mail apps show; an account notice (a moderator's warning, a
 * report reviewed) is not a mailing: it says why it came instead, and where the settings are.
 */
export function notificationEmail(input: {
  to: string;
  kind: DeliveryKind;
  title: string;
  message: string;
  /** The absolute URL the button opens: the notification's page, or Rally's home. */
  url: string;
  /** The one-click link that stops emails of this kind (an account notice has none). */
  unsubscribeUrlFor(kind: NotificationKind): string;
  /** The notification settings page, named in an account notice's footer. */
  settingsUrl: string;
}): Email {
  const body = [input.title, '', input.message, '', `Open in Rally: ${input.url}`, '', '--'];
  const button = { href: input.url, label: 'Open in Rally' };
  if (isAccountNoticeKind(input.kind)) {
    const reason = ACCOUNT_NOTICE_REASONS[input.kind];
    const settings = `Your notification settings: ${input.settingsUrl}`;
    return {
      to: input.to,
      subject: input.title,
      text: [...body, reason, settings].join('\n'),
      html: emailHtml({
        heading: input.title,
        paragraphs: [input.message],
        button,
        notes: [reason, settings],
      }),
    };
  }
  const about = notificationKindLabels[input.kind];
  const unsubscribeUrl = input.unsubscribeUrlFor(input.kind);
  const reason = `You get this because emails about ${about} are on in your Rally notification settings.`;
  const text = [...body, reason, `Unsubscribe from emails about ${about}: ${unsubscribeUrl}`].join('\n');
  const html = emailHtml({
    heading: input.title,
    paragraphs: [input.message],
    button,
    unsubscribe: { reason, href: unsubscribeUrl },
  });
  return {
    to: input.to,
    subject: input.title,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
