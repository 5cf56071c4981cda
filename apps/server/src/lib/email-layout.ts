import { escapeHtml } from './html-escape.ts';

/** Rally's accent (the web app's primary colour): white text on it passes WCAG AA. */
export const ACCENT_COLOUR = '#c2410c';

/** The one button style of every email and of the pages an email links to. */
export const BUTTON_STYLE = `display:inline-block;background:${ACCENT_COLOUR};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px;border:0`;

/** The font stack of every email and of the pages an email links to. */
export const FONT_STACK = `-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif`;

/** What an email says; every text is plain text, escaped here. */
export type EmailContent = {
  /** The heading the email opens with, also its document title. */
  heading: string;
  paragraphs: readonly string[];
  /** A one-time code, shown large under the paragraphs. */
  code?: string;
  button?: { href: string; label: string };
  /** Small print at the end of the message. */
  notes?: readonly string[];
  /** For an email that can be turned off: why it came, and the link that stops emails of its kind. */
  unsubscribe?: { reason: string; href: string };
};

/**
 * Every email's HTML part: Rally's name as the header, the heading, the body, one button, small print,
 * and the unsubscribe line in the footer when the email has one. Tables and inline styles, because
 * that is what mail clients draw reliably.
 */
export function emailHtml(content: EmailContent): string {
  const rows = [
    `<tr><td style="font-size:20px;font-weight:700;color:${ACCENT_COLOUR};padding-bottom:20px">Rally</td></tr>`,
    `<tr><td style="font-size:18px;font-weight:600;padding-bottom:8px">${escapeHtml(content.heading)}</td></tr>`,
    ...content.paragraphs.map(
      (paragraph) =>
        `<tr><td style="font-size:15px;line-height:1.5;color:#3f3f46;padding-bottom:16px">${escapeHtml(paragraph)}</td></tr>`,
    ),
    content.code === undefined
      ? ''
      : `<tr><td style="font-size:28px;letter-spacing:6px;font-weight:700;padding-bottom:16px">${escapeHtml(content.code)}</td></tr>`,
    content.button === undefined
      ? ''
      : `<tr><td style="padding:8px 0 16px"><a href="${escapeHtml(content.button.href)}" style="${BUTTON_STYLE}">${escapeHtml(content.button.label)}</a></td></tr>`,
    ...(content.notes ?? []).map(
      (note) =>
        `<tr><td style="font-size:13px;line-height:1.5;color:#71717a;padding-top:8px">${escapeHtml(note)}</td></tr>`,
    ),
  ];
  const footer = content.unsubscribe
    ? `<p style="max-width:520px;font-size:12px;line-height:1.5;color:#71717a;margin:16px auto 0">${escapeHtml(content.unsubscribe.reason)}
<a href="${escapeHtml(content.unsubscribe.href)}" style="color:#71717a">Unsubscribe</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:${FONT_STACK};color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:28px">
${rows.filter(Boolean).join('\n')}
</table>
${footer}
</td></tr></table>
</body></html>`;
}
