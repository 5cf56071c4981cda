import { authMessages } from '@rally/shared/auth/auth.messages';
import { emailField } from '@rally/shared/auth/auth.schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useResendVerification } from '../api/resend-verification.ts';
import { useVerifyEmail, type VerifyEmailResult } from '../api/verify-email.ts';
import { AuthStep } from './auth-step.tsx';
import { CodeForm } from './code-form.tsx';
import { EmailField } from './email-field.tsx';

type VerifyEmailStepProps = {
  /** The address the code went to; when unknown (sign-in by username) the step asks for it. */
  email: string;
  onBack: () => void;
  backLabel?: string;
  /** Verified. With a session the route guards move the user on; without one they sign in. */
  onVerified: (result: VerifyEmailResult, email: string) => void;
};

/** "Check your email": enter the mailed code, or ask for a new one. States: idle, verifying, resending. */
export function VerifyEmailStep({
  email: knownEmail,
  onBack,
  backLabel = 'Back',
  onVerified,
}: VerifyEmailStepProps) {
  const [email, setEmail] = useState(knownEmail);
  const [emailError, setEmailError] = useState<string>();
  // Bumped after a resend so the code field starts empty again.
  const [codeKey, setCodeKey] = useState(0);
  const verify = useVerifyEmail();
  const resend = useResendVerification();

  function checkedEmail(missingMessage: string): string | undefined {
    if (!email.trim()) {
      setEmailError(missingMessage);
      return undefined;
    }
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      setEmailError(authMessages.invalidEmail);
      return undefined;
    }
    return parsed.data;
  }

  function handleVerify(code: string) {
    const address = checkedEmail(authMessages.emailRequired);
    if (!address) return;
    verify.mutate(
      { email: address, code },
      {
        onSuccess: (result) => {
          toast.success(authMessages.emailVerified);
          onVerified(result, address);
        },
      },
    );
  }

  function handleResend() {
    const address = checkedEmail(authMessages.emailRequiredFirst);
    if (!address) return;
    resend.mutate({ email: address }, { onSuccess: () => setCodeKey((key) => key + 1) });
  }

  const busy = verify.isPending || resend.isPending;
  return (
    <AuthStep
      title="Check your email"
      description={
        knownEmail ? (
          <>
            We sent a 6-digit verification code to <strong className="text-foreground">{knownEmail}</strong>.
          </>
        ) : (
          'Enter your email address and the 6-digit verification code we sent you.'
        )
      }
    >
      <CodeForm
        key={codeKey}
        submitLabel="Verify"
        pendingLabel="Verifying..."
        pending={verify.isPending}
        disabled={resend.isPending}
        onSubmit={handleVerify}
        before={
          knownEmail ? null : (
            <EmailField
              value={email}
              error={emailError}
              disabled={busy}
              onChange={(value) => {
                setEmail(value);
                setEmailError(undefined);
              }}
            />
          )
        }
        after={
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button variant="ghost" onClick={onBack} disabled={busy}>
              {backLabel}
            </Button>
            <Button variant="outline" onClick={handleResend} disabled={busy}>
              {resend.isPending ? 'Sending...' : 'Resend code'}
            </Button>
          </div>
        }
      />
    </AuthStep>
  );
}
