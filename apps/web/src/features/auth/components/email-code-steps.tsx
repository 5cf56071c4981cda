import type { EmailInput, VerifyCodeInput } from '@rally/shared/auth/auth.schemas';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthStep } from './auth-step.tsx';
import { CodeForm } from './code-form.tsx';
import { CodeStepActions } from './code-step-actions.tsx';
import { RequestCodeForm } from './request-code-form.tsx';

type EmailCodeStepsProps<Verified> = {
  /** The email step's heading, explanation and button. */
  email: { title: string; description: ReactNode; submitLabel: string };
  /** The code step's heading. */
  codeTitle: string;
  /** Shown under the email step: the way out (back to sign-in, or home). */
  footer: ReactNode;
  /** Mails a code to the address (sent again by "Resend code"). */
  sendCode: UseMutationResult<unknown, Error, EmailInput>;
  /** Checks the code the user typed. */
  verifyCode: UseMutationResult<Verified, Error, VerifyCodeInput>;
  /** The code was right: the address, the code and the server's answer. */
  onVerified: (verified: VerifyCodeInput & { answer: Verified }) => void;
};

/**
 * The part both forgot flows share: the account's email address, then the 6-digit code mailed to it,
 * with back and resend. What follows a right code is up to the flow.
 */
export function EmailCodeSteps<Verified>({
  email: emailStep,
  codeTitle,
  footer,
  sendCode,
  verifyCode,
  onVerified,
}: EmailCodeStepsProps<Verified>) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  // A new key after each resend empties the code boxes for the new code.
  const [codeKey, setCodeKey] = useState(0);

  if (step === 'code') {
    return (
      <AuthStep
        title={codeTitle}
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
            verifyCode.mutate({ email, code }, { onSuccess: (answer) => onVerified({ email, code, answer }) })
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
    <AuthStep title={emailStep.title} description={emailStep.description} footer={footer}>
      <RequestCodeForm
        defaultEmail={email}
        submitLabel={emailStep.submitLabel}
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
