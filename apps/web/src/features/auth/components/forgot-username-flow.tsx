import { type ReactNode, useState } from 'react';
import { useForgotUsername } from '../api/forgot-username.ts';
import { useVerifyUsernameCode } from '../api/verify-username-code.ts';
import { AuthStep } from './auth-step.tsx';
import { CodeForm } from './code-form.tsx';
import { CodeStepActions } from './code-step-actions.tsx';
import { RequestCodeForm } from './request-code-form.tsx';

type ForgotUsernameFlowProps = {
  footer: ReactNode;
  /** The code was right: the server told us the username. */
  onComplete: (username: string) => void;
};

/** Email, then the mailed 6-digit code, then the username. Used by /auth and /forgot-username. */
export function ForgotUsernameFlow({ footer, onComplete }: ForgotUsernameFlowProps) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [codeKey, setCodeKey] = useState(0);
  const sendCode = useForgotUsername();
  const verifyCode = useVerifyUsernameCode();

  if (step === 'code') {
    return (
      <AuthStep
        title="Enter verification code"
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
            verifyCode.mutate({ email, code }, { onSuccess: ({ username }) => onComplete(username) })
          }
          after={
            <CodeStepActions
              onBack={() => setStep('email')}
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
      title="Forgot your username?"
      description="Enter the email address of your account and we will send you a code to reveal your username."
      footer={footer}
    >
      <RequestCodeForm
        defaultEmail={email}
        submitLabel="Send Username Reminder"
        pending={sendCode.isPending}
        onSubmit={(address) =>
          sendCode.mutate(
            { email: address },
            {
              onSuccess: () => {
                setEmail(address);
                setStep('code');
              },
            },
          )
        }
      />
    </AuthStep>
  );
}
