import {
  type NotificationKind,
  notificationKindLabels,
} from '@rally/shared/notifications/preferences.schemas';
import type { Email } from '../../plugins/mail.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

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
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(input.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:28px">
<tr><td style="font-size:20px;font-weight:700;color:#16a34a;padding-bottom:20px">Rally</td></tr>
<tr><td style="font-size:18px;font-weight:600;padding-bottom:8px">${escapeHtml(input.title)}</td></tr>
<tr><td style="font-size:15px;line-height:1.5;color:#3f3f46;padding-bottom:24px">${escapeHtml(input.message)}</td></tr>
<tr><td><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#16a34a;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">Open in Rally</a></td></tr>
</table>
<p style="max-width:520px;font-size:12px;line-height:1.5;color:#71717a;margin:16px auto 0">${escapeHtml(reason)}
<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#71717a">Unsubscribe</a></p>
</td></tr></table>
</body></html>`;
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
