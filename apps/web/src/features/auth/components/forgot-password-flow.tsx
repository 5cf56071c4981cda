import { type ReactNode, useState } from 'react';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useVerifyResetCode } from '../api/verify-reset-code.ts';
import { AuthStep } from './auth-step.tsx';
import { CodeForm } from './code-form.tsx';
import { CodeStepActions } from './code-step-actions.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { RequestCodeForm } from './request-code-form.tsx';

type Step = { name: 'email' } | { name: 'code' } | { name: 'password'; code: string };

type ForgotPasswordFlowProps = {
  /** Shown under the email step: the way out (back to sign-in, or home). */
  footer: ReactNode;
  /** The password was changed; the user signs in next. */
  onComplete: () => void;
};

/** Email, then the mailed 6-digit code, then a new password. Used by /auth and /forgot-password. */
export function ForgotPasswordFlow({ footer, onComplete }: ForgotPasswordFlowProps) {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');
  const [codeKey, setCodeKey] = useState(0);
  const sendCode = useForgotPassword();
  const verifyCode = useVerifyResetCode();
  const reset = useResetPassword();

  if (step.name === 'password') {
    return (
      <AuthStep title="Set a new password" description="Choose a new password for your Rally account.">
        <NewPasswordForm
          pending={reset.isPending}
          onSubmit={(passwords) =>
            reset.mutate({ email, code: step.code, ...passwords }, { onSuccess: () => onComplete() })
          }
        />
      </AuthStep>
    );
  }

  if (step.name === 'code') {
    return (
      <AuthStep
        title="Enter reset code"
        description={
          <>
            We sent a 6-digit code to <strong className="text-foreground">{email}</strong>.
          </>
        }
      >
        <CodeForm
          key={codeKey}
          submitLabel="Verify Code"
          pendingLabel="Verifying..."
          pending={verifyCode.isPending}
          disabled={sendCode.isPending}
          onSubmit={(code) =>
            verifyCode.mutate({ email, code }, { onSuccess: () => setStep({ name: 'password', code }) })
          }
          after={
            <CodeStepActions
              onBack={() => setStep({ name: 'email' })}
              onResend={() => sendCode.mutate({ email }, { onSuccess: () => setCodeKey((key) => key + 1) })}
              resending={sendCode.isPending}
              busy={verifyCode.isPending}
            />
          }
        />
      </AuthStep>
    );
  }

  return (
    <AuthStep
      title="Reset your password"
      description="Enter the email address of your account and we will send you a reset code."
      footer={footer}
    >
      <RequestCodeForm
        defaultEmail={email}
        submitLabel="Send Reset Code"
        pending={sendCode.isPending}
        onSubmit={(address) =>
          sendCode.mutate(
            { email: address },
            {
              onSuccess: () => {
                setEmail(address);
                setStep({ name: 'code' });
              },
            },
          )
        }
      />
    </AuthStep>
  );
}
