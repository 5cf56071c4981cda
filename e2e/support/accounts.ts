import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';

export type Account = { username: string; name: string; email: string; password: string };

// Letters that neither are vowels nor stand in for one (no digits), so a random tag never spells a
// word the content filter refuses: a display name built from hex can ("fa6").
const TAG_LETTERS = 'bdhjmnpqrtvwz';

/** A random tag of letters that cannot spell a word, unique enough across parallel tests. */
function safeTag(length = 7): string {
  return [...randomBytes(length)].map((byte) => TAG_LETTERS[byte % TAG_LETTERS.length]).join('');
}

/** A new account's details, unique across parallel tests. */
export function newAccount(prefix = 'player'): Account {
  const id = safeTag();
  return {
    username: `${prefix}_${id}`,
    name: `${prefix[0]?.toUpperCase()}${prefix.slice(1)} ${id[0]?.toUpperCase()}${id.slice(1)}`,
    email: `${prefix}.${id}@e2e.rally.test`,
    password: 'Court-time-42',
  };
}

/** The six-digit code of the newest email to this address, read from the development mailbox. */
export async function readCode(
  request: APIRequestContext,
  email: string,
  subject: RegExp = /code/,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox');
        const { emails } = (await response.json()) as { emails: { to: string; subject: string }[] };
        const mail = emails.find((m) => m.to === email && subject.test(m.subject));
        code = mail ? /(\d{6})/.exec(mail.subject)?.[1] : undefined;
        return code;
      },
      { message: `a code mailed to ${email}` },
    )
    .toBeTruthy();
  return code!;
}

/** Creates and verifies an account through the API (for journeys that start signed in). */
export async function createVerifiedAccount(
  request: APIRequestContext,
  account = newAccount(),
): Promise<Account> {
  const signUp = await request.post('/api/auth/sign-up', {
    data: { ...account, acceptTerms: true, confirmAdult: true },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const code = await readCode(request, account.email, /verification/);
  const verified = await request.post('/api/auth/verify-email', { data: { email: account.email, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}

/**
 * An administrator's session on this request context: signs in to the account the harness names an
 * administrator (playwright.config.ts), creating it the first time (a retried test finds it made).
 */
export async function signInAdministrator(request: APIRequestContext, email: string): Promise<void> {
  const admin: Account = { ...newAccount('moderator'), email };
  const signIn = await request.post('/api/auth/sign-in', {
    data: { identifier: admin.email, password: admin.password },
  });
  if (!signIn.ok()) await createVerifiedAccount(request, admin);
}
