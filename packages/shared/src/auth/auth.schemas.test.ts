import { describe, expect, it } from 'vitest';
import { authMessages } from './auth.messages.ts';
import { resetPasswordInput, signInInput, signUpInput, verifyCodeInput } from './auth.schemas.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('auth schemas', () => {
  it('asks for every sign-up field with the spec text', () => {
    const result = signUpInput.safeParse({ username: '', name: '', email: '', password: '' });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([authMessages.fillAllRequired, authMessages.emailRequired]),
    );
  });

  it('requires the terms and the minimum age', () => {
    const result = signUpInput.safeParse({
      username: 'alice',
      name: 'Alice',
      email: 'alice@example.com',
      password: 'abcdefg1',
      acceptTerms: false,
    });
    expect(messagesOf(result)).toEqual([authMessages.termsRequired, authMessages.ageRequired]);
  });

  it('lower-cases the email', () => {
    const result = signUpInput.parse({
      username: 'alice',
      name: 'Alice',
      email: ' Alice@Example.com ',
      password: 'abcdefg1',
      acceptTerms: true,
      confirmAdult: true,
    });
    expect(result.email).toBe('alice@example.com');
  });

  it('asks for both sign-in fields', () => {
    expect(messagesOf(signInInput.safeParse({ identifier: ' ', password: '' }))).toEqual([
      authMessages.fillAllFields,
      authMessages.fillAllFields,
    ]);
  });

  it('refuses an incomplete code', () => {
    expect(messagesOf(verifyCodeInput.safeParse({ email: 'a@b.co', code: '123' }))).toEqual([
      'Please enter the complete 6-digit code',
    ]);
  });

  it('refuses a new password that differs from its confirmation', () => {
    const result = resetPasswordInput.safeParse({
      email: 'a@b.co',
      code: '123456',
      password: 'abcdefg1',
      confirmPassword: 'abcdefg2',
    });
    expect(messagesOf(result)).toEqual([authMessages.passwordsDoNotMatch]);
  });
});
