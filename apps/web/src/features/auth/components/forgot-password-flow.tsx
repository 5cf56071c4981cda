import { type ReactNode, useState } from 'react';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useVerifyResetCode } from '../api/verify-reset-code.ts';
import { AuthStep } from './auth-step.tsx';
import { EmailCodeSteps } from './email-code-steps.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

type ForgotPasswordFlowProps = {
  /** Shown under the email step: the way out (back to sign-in, or home). */
  footer: ReactNode;
  /** The password was changed; the user signs in next. */
  onComplete: () => void;
};

/** Email, then the mailed 6-digit code, then a new password. Used by /auth and /forgot-password. */
export function ForgotPasswordFlow({ footer, onComplete }: ForgotPasswordFlowProps) {
  // The address and the checked code, which the reset sends again with the new password.
  const [verified, setVerified] = useState<{ email: string; code: string } | null>(null);
  const sendCode = useForgotPassword();
  const verifyCode = useVerifyResetCode();
  const reset = useResetPassword();

  if (verified) {
    return (
      <AuthStep title="Set a new password" description="Choose a new password for your Rally account.">
        <NewPasswordForm
          pending={reset.isPending}
          onSubmit={(passwords) =>
            reset.mutate({ ...verified, ...passwords }, { onSuccess: () => onComplete() })
          }
        />
      </AuthStep>
    );
  }

  return (
    <EmailCodeSteps
      email={{
        title: 'Reset your password',
        description: 'Enter the email address of your account and we will send you a reset code.',
        submitLabel: 'Send Reset Code',
      }}
      codeTitle="Enter reset code"
      footer={footer}
      sendCode={sendCode}
      verifyCode={verifyCode}
      onVerified={({ email, code }) => setVerified({ email, code })}
    />
  );
}
