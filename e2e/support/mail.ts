import { type APIRequestContext, expect } from '@playwright/test';

export type Mail = { id: string; to: string; subject: string; text: string };

/** The development mailbox's emails to one address whose subject matches, newest first. */
export async function mailsTo(request: APIRequestContext, email: string, subject: RegExp): Promise<Mail[]> {
  const response = await request.get('/api/dev/mailbox');
  const { emails } = (await response.json()) as { emails: Mail[] };
  return emails.filter((mail) => mail.to === email && subject.test(mail.subject));
}

/**
 * Waits until more than `seen` matching emails have reached the address, then returns the newest.
 * Pass the count from before an action to be sure its email (not an older one) is read.
 */
export async function nextMail(
  request: APIRequestContext,
  email: string,
  subject: RegExp,
  seen: number,
): Promise<Mail> {
  let newest: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(request, email, subject);
        newest = mails[0];
        return mails.length;
      },
      { message: `email number ${seen + 1} matching ${subject} to ${email}` },
    )
    .toBeGreaterThan(seen);
  return newest!;
}

export function codeIn(mail: Mail): string {
  const code = /(\d{6})/.exec(mail.subject)?.[1];
  expect(code, `a six-digit code in "${mail.subject}"`).toBeTruthy();
  return code!;
}

/** The path and query of the verification link in a sign-up email, ready for page.goto. */
export function verifyLinkIn(mail: Mail): string {
  const href = /https?:\/\/\S+\/verify-email\?\S+/.exec(mail.text)?.[0];
  expect(href, 'a /verify-email link in the email').toBeTruthy();
  const url = new URL(href!);
  return `${url.pathname}${url.search}`;
}
