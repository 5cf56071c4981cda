import type { Email } from '../../plugins/mail.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], code: string, link?: { href: string; label: string }) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:12px 20px;background:#ea580c;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
<p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(code)}</p>${button}
<p style="color:#555;font-size:13px">The code expires in 10 minutes. If you did not ask for it, you can ignore this email.</p>
</body></html>`;
}

export function verificationEmail(input: { to: string; code: string; publicUrl: string }): Email {
  const query = new URLSearchParams({ token: input.code, type: 'signup', email: input.to });
  const href = `${input.publicUrl}/verify-email?${query}`;
  return {
    to: input.to,
    subject: `Your Rally verification code: ${input.code}`,
    text: `Welcome to Rally!\n\nYour verification code is ${input.code}\n\nOr open this link to verify your email:\n${href}\n\nThe code expires in 10 minutes.`,
    html: layout(
      'Confirm your email',
      ['Welcome to Rally! Enter this code to verify your email:'],
      input.code,
      { href, label: 'Verify my email' },
    ),
  };
}

export function passwordResetEmail(input: { to: string; code: string }): Email {
  return {
    to: input.to,
    subject: `Your Rally password reset code: ${input.code}`,
    text: `Your password reset code is ${input.code}\n\nThe code expires in 10 minutes. If you did not ask to reset your password, ignore this email.`,
    html: layout('Reset your password', ['Enter this code to choose a new password:'], input.code),
  };
}

export function usernameReminderEmail(input: { to: string; code: string }): Email {
  return {
    to: input.to,
    subject: `Your Rally username reminder code: ${input.code}`,
    text: `Your username reminder code is ${input.code}\n\nThe code expires in 10 minutes.`,
    html: layout('Your username reminder', ['Enter this code to see your username:'], input.code),
  };
}
