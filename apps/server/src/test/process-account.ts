import { expect } from 'vitest';

type RunningServer = { baseUrl: string };

export const PROCESS_ACCOUNT_PASSWORD = 'Process-account-1';

/**
 * A verified account on a running server process, through its real sign-up, development mailbox and
 * verification (the process needs DEV_MAILBOX on): its username and the session cookie it was given.
 */
export async function signUpOnProcess(server: RunningServer, name: string) {
  const post = (path: string, body: object) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const email = `${name}@example.com`;
  const signUp = await post('/api/auth/sign-up', {
    username: name,
    name,
    email,
    password: PROCESS_ACCOUNT_PASSWORD,
    acceptTerms: true,
    confirmAdult: true,
  });
  expect(signUp.status).toBe(201);
  const { emails } = (await (await fetch(`${server.baseUrl}/api/dev/mailbox`)).json()) as {
    emails: { to: string; subject: string }[];
  };
  const code = /(\d{6})/.exec(emails.find((mail) => mail.to === email)?.subject ?? '')?.[1];
  const verified = await post('/api/auth/verify-email', { email, code });
  expect(verified.status).toBe(200);
  const cookie = verified.headers
    .getSetCookie()
    .map((set) => set.split(';')[0])
    .join('; ');
  return { username: name, cookie };
}
