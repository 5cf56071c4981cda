import { z } from 'zod';
import {
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../limits.ts';
import { authMessages } from './auth.messages.ts';
import { CODE_INCOMPLETE_MESSAGE, isCompleteCode } from './code.ts';
import { checkPassword, PASSWORD_REQUIREMENTS_MESSAGE } from './password.ts';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const emailField = required(authMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, authMessages.invalidEmail)
  .pipe(z.email({ error: authMessages.invalidEmail }))
  .transform((email) => email.toLowerCase());

export const codeField = z
  .string({ error: CODE_INCOMPLETE_MESSAGE })
  .trim()
  .refine(isCompleteCode, CODE_INCOMPLETE_MESSAGE);

/** A new password: the spec's length and character-class rules. */
export const newPasswordField = z
  .string({ error: PASSWORD_REQUIREMENTS_MESSAGE })
  .superRefine((password, ctx) => {
    for (const message of checkPassword(password).unmet) ctx.addIssue({ code: 'custom', message });
  });

export const USERNAME_FORMAT_MESSAGE = `Username must be ${USERNAME_MIN_LENGTH}-${USERNAME_MAX_LENGTH} characters: letters, numbers, dots and underscores`;

export const usernameField = required(authMessages.fillAllRequired).pipe(
  z
    .string()
    .min(USERNAME_MIN_LENGTH, USERNAME_FORMAT_MESSAGE)
    .max(USERNAME_MAX_LENGTH, USERNAME_FORMAT_MESSAGE)
    .regex(/^[a-zA-Z0-9_.]+$/, USERNAME_FORMAT_MESSAGE),
);

export const displayNameField = required(authMessages.fillAllRequired).pipe(
  z
    .string()
    .max(DISPLAY_NAME_MAX_LENGTH, `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`),
);

/** The sign-up form before the terms step. */
export const signUpFormSchema = z.object({
  username: usernameField,
  name: displayNameField,
  email: emailField,
  password: newPasswordField,
});
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** Account creation: the form plus the accepted terms and the confirmed minimum age. */
export const signUpInput = signUpFormSchema.extend({
  acceptTerms: z.literal(true, { error: authMessages.termsRequired }),
  confirmAdult: z.literal(true, { error: authMessages.ageRequired }),
});
export type SignUpInput = z.input<typeof signUpInput>;

export const signInInput = z.object({
  identifier: required(authMessages.fillAllFields).max(EMAIL_MAX_LENGTH),
  password: z.string({ error: authMessages.fillAllFields }).min(1, authMessages.fillAllFields).max(128),
});
export type SignInInput = z.input<typeof signInInput>;

export const emailInput = z.object({ email: emailField });
export type EmailInput = z.input<typeof emailInput>;

export const verifyCodeInput = z.object({ email: emailField, code: codeField });
export type VerifyCodeInput = z.input<typeof verifyCodeInput>;

export const resetPasswordInput = z
  .object({
    email: emailField,
    code: codeField,
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  /** False while the profile lacks a name, a location or a sport: the client sends the user to /profile/edit. */
  profileComplete: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({
  user: sessionUserSchema,
  /** When the session ends unless it is used (ISO date-time). */
  expiresAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;
/** GET /api/auth/session: the session, or null for a visitor. */
export const currentSessionSchema = z.object({ session: sessionSchema.nullable() });

export { messageSchema } from '../message.schema.ts';
/** What signing in and verifying an email answer: the new session. */
export const signedInResponseSchema = z.object({ session: sessionSchema });
export const usernameReminderSchema = z.object({ username: z.string(), message: z.string() });
