import { ACCENT_COLOUR, BUTTON_STYLE, FONT_STACK } from '../../lib/email-layout.ts';
import { escapeHtml } from '../../lib/html-escape.ts';

/** Words of the unsubscribe pages that the spec does not give. */
export const unsubscribeTexts = {
  confirmTitle: 'Unsubscribe from these emails?',
  confirm: (about: string) =>
    `You will no longer get emails about ${about}. Other notifications stay as they are.`,
  button: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  invalidTitle: 'This unsubscribe link is not valid',
  invalid:
    'Use the link from the latest Rally email, or change your emails in Rally’s notification settings.',
  settings: 'Notification settings',
} as const;

/** A small stand-alone page (no script, inline styles only) for the unsubscribe link's answers. */
export function unsubscribePage(input: {
  title: string;
  text: string;
  /** Shows the Unsubscribe button, posting back to the same link. */
  formAction?: string;
  settingsUrl: string;
}): string {
  const form = input.formAction
    ? `<form method="post" action="${escapeHtml(input.formAction)}"><button type="submit" style="font:inherit;${BUTTON_STYLE};cursor:pointer">${unsubscribeTexts.button}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)} · Rally</title></head>
<body style="margin:0;background:#f4f4f5;color:#18181b;font-family:${FONT_STACK}">
<main style="max-width:480px;margin:48px auto;background:#fff;border-radius:12px;padding:28px">
<p style="font-size:20px;font-weight:700;color:${ACCENT_COLOUR};margin:0 0 16px">Rally</p>
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(input.title)}</h1>
<p style="line-height:1.5;color:#3f3f46">${escapeHtml(input.text)}</p>
${form}
<p style="margin-top:24px"><a href="${escapeHtml(input.settingsUrl)}" style="color:${ACCENT_COLOUR}">${unsubscribeTexts.settings}</a></p>
</main></body></html>`;
}
