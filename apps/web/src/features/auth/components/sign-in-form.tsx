import type { SignInInput } from '@rally/shared/auth/auth.schemas';
import { isEmailIdentifier } from '@rally/shared/auth/identifier';
import { ACCOUNT_SUSPENDED_CODE, suspendedSignInText } from '@rally/shared/moderation/suspension';
import { type ReactNode, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSubmitWhenTakenOver } from '../../../lib/prerendered-form.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AuthStep } from './auth-step.tsx';

// The form is often the page itself, prerendered for visitors: its checks load as it is first used.
const validation = lazyZodResolver<SignInInput>(() =>
  import('@rally/shared/auth/auth.schemas').then(({ signInInput }) => signInInput),
);

/**
 * The refusal's text. A suspension's end is dated here, in the reader's own time zone (the server, not
 * knowing it, dates it in UTC), so "until 4 December" is the day as this person's calendar reads it.
 */
function refusalText(error: Error): string {
  if (!isApiError(error, ACCOUNT_SUSPENDED_CODE)) return error.message;
  const endsAt = error.details?.endsAt;
  return endsAt === null || typeof endsAt === 'string' ? suspendedSignInText(endsAt) : error.message;
}

type SignInFormProps = {
  defaultIdentifier?: string;
  /** A message carried over from another flow, such as the recovered username. */
  notice?: string | undefined;
  /** Links to the other views (sign-up, forgot password, forgot username). */
  footer: ReactNode;
  /** The "Forgot Password?" link beside the password label. */
  forgotPasswordLink: ReactNode;
  /** The account exists but its email is unconfirmed: the server has just mailed a fresh code. */
  onVerifyEmail: (email: string) => void;
};

export function SignInForm({
  defaultIdentifier = '',
  notice,
  footer,
  forgotPasswordLink,
  onVerifyEmail,
}: SignInFormProps) {
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver: validation.resolver,
    defaultValues: { identifier: defaultIdentifier, password: '' },
  });
  const { errors } = form.formState;
  const unverified = isApiError(signIn.error, 'email_not_verified');
  const identifier = form.watch('identifier');
  const formRef = useRef<HTMLFormElement>(null);
  useSubmitWhenTakenOver(formRef);

  return (
    <AuthStep
      title="Sign In"
      description="Welcome back. Sign in to find and join your next game."
      footer={footer}
    >
      <form
        ref={formRef}
        onSubmit={form.handleSubmit((values) => signIn.mutate(values))}
        onFocus={validation.warm}
        noValidate
        className="grid gap-5"
      >
        {notice ? <Alert variant="success">{notice}</Alert> : null}
        {signIn.error ? (
          <Alert variant="error">
            <p>{refusalText(signIn.error)}</p>
            {unverified ? (
              <Button
                variant="link"
                className="mt-1 text-sm"
                onClick={() => onVerifyEmail(isEmailIdentifier(identifier) ? identifier.trim() : '')}
              >
                Verify your email
              </Button>
            ) : null}
          </Alert>
        ) : null}
        <FormField label="Email or username" error={errors.identifier?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register('identifier')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField label="Password" error={errors.password?.message} labelAside={forgotPasswordLink}>
          {(field) => (
            <PasswordInput {...field} {...form.register('password')} autoComplete="current-password" />
          )}
        </FormField>
        <Button type="submit" size="lg" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthStep>
  );
}
