import type { ReactNode } from 'react';
import { useForgotUsername } from '../api/forgot-username.ts';
import { useVerifyUsernameCode } from '../api/verify-username-code.ts';
import { EmailCodeSteps } from './email-code-steps.tsx';

type ForgotUsernameFlowProps = {
  footer: ReactNode;
  /** The code was right: the server told us the username. */
  onComplete: (username: string) => void;
};

/** Email, then the mailed 6-digit code, then the username. Used by /auth and /forgot-username. */
export function ForgotUsernameFlow({ footer, onComplete }: ForgotUsernameFlowProps) {
  const sendCode = useForgotUsername();
  const verifyCode = useVerifyUsernameCode();
  return (
    <EmailCodeSteps
      email={{
        title: 'Forgot your username?',
        description:
          'Enter the email address of your account and we will send you a code to reveal your username.',
        submitLabel: 'Send Username Reminder',
      }}
      codeTitle="Enter verification code"
      footer={footer}
      sendCode={sendCode}
      verifyCode={verifyCode}
      onVerified={({ answer }) => onComplete(answer.username)}
    />
  );
}
