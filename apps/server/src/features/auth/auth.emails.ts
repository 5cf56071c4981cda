import { emailHtml } from '../../lib/email-layout.ts';
import type { Email } from '../../plugins/mail.ts';

/** The small print under every code. */
const CODE_NOTE = 'The code expires in 10 minutes. If you did not ask for it, you can ignore this email.';

function codeEmailHtml(
  heading: string,
  paragraph: string,
  code: string,
  button?: { href: string; label: string },
) {
  return emailHtml({ heading, paragraphs: [paragraph], code, button, notes: [CODE_NOTE] });
}

export function verificationEmail(input: { to: string; code: string; publicUrl: string }): Email {
  const query = new URLSearchParams({ token: input.code, type: 'signup', email: input.to });
  const href = `${input.publicUrl}/verify-email?${query}`;
  return {
    to: input.to,
    subject: `Your Rally verification code: ${input.code}`,
    text: `Welcome to Rally!\n\nYour verification code is ${input.code}\n\nOr open this link to verify your email:\n${href}\n\nThe code expires in 10 minutes.`,
    html: codeEmailHtml(
      'Confirm your email',
      'Welcome to Rally! Enter this code to verify your email:',
      input.code,
      {
        href,
        label: 'Verify my email',
      },
    ),
  };
}

export function passwordResetEmail(input: { to: string; code: string }): Email {
  return {
    to: input.to,
    subject: `Your Rally password reset code: ${input.code}`,
    text: `Your password reset code is ${input.code}\n\nThe code expires in 10 minutes. If you did not ask to reset your password, ignore this email.`,
    html: codeEmailHtml('Reset your password', 'Enter this code to choose a new password:', input.code),
  };
}

export function usernameReminderEmail(input: { to: string; code: string }): Email {
  return {
    to: input.to,
    subject: `Your Rally username reminder code: ${input.code}`,
    text: `Your username reminder code is ${input.code}\n\nThe code expires in 10 minutes.`,
    html: codeEmailHtml('Your username reminder', 'Enter this code to see your username:', input.code),
  };
}
