import { authMessages } from '@rally/shared/auth/auth.messages';
import type { SignUpForm as SignUpValues } from '@rally/shared/auth/auth.schemas';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-error.ts';
import { useSignUp } from '../api/sign-up.ts';
import type { VerifyEmailResult } from '../api/verify-email.ts';
import { type SignUpFieldErrors, SignUpForm } from './sign-up-form.tsx';
import { TermsStep } from './terms-step.tsx';
import { VerifyEmailStep } from './verify-email-step.tsx';

type Step = 'form' | 'terms' | 'verify';

const emptyValues: SignUpValues = { username: '', name: '', email: '', password: '' };

const fieldNames = new Set<string>(['username', 'name', 'email', 'password']);

/** The server's field issues that belong to the sign-up form, first message per field. */
function formFieldErrors(error: ApiError): SignUpFieldErrors {
  if (error.code === 'username_taken') return { username: error.message };
  const errors: SignUpFieldErrors = {};
  for (const [name, messages] of Object.entries(error.fields ?? {})) {
    if (fieldNames.has(name) && messages[0]) errors[name as keyof SignUpValues] = messages[0];
  }
  return errors;
}

type SignUpFlowProps = {
  footer: ReactNode;
  /** The email already has an account: the user should sign in with it instead. */
  onEmailTaken: (email: string) => void;
  onVerified: (result: VerifyEmailResult, email: string) => void;
};

/** Sign-up form, then the Terms of Service, then account creation and the emailed code. */
export function SignUpFlow({ footer, onEmailTaken, onVerified }: SignUpFlowProps) {
  const [step, setStep] = useState<Step>('form');
  const [values, setValues] = useState<SignUpValues>(emptyValues);
  const [fieldErrors, setFieldErrors] = useState<SignUpFieldErrors>();
  const signUp = useSignUp();

  function createAccount() {
    signUp.mutate(
      { ...values, acceptTerms: true, confirmAdult: true },
      {
        onSuccess: () => {
          toast.success(authMessages.accountCreated);
          toast.success(authMessages.codeSent);
          setStep('verify');
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.code === 'email_taken') return onEmailTaken(values.email);
          const errors = formFieldErrors(error);
          if (Object.keys(errors).length > 0) {
            setFieldErrors(errors);
            setStep('form');
          }
        },
      },
    );
  }

  if (step === 'terms') {
    return <TermsStep pending={signUp.isPending} onBack={() => setStep('form')} onAccept={createAccount} />;
  }
  if (step === 'verify') {
    return <VerifyEmailStep email={values.email} onBack={() => setStep('form')} onVerified={onVerified} />;
  }
  return (
    <SignUpForm
      defaultValues={values}
      fieldErrors={fieldErrors}
      footer={footer}
      onSubmit={(submitted) => {
        setValues(submitted);
        setFieldErrors(undefined);
        setStep('terms');
      }}
    />
  );
}
