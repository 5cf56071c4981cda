import { CODE_INCOMPLETE_MESSAGE, isCompleteCode } from '@rally/shared/auth/code';
import { CODE_LENGTH } from '@rally/shared/limits';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CodeInput } from '../../../components/ui/code-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';

type CodeFormProps = {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Locks the form while something else on the step runs (a resend). */
  disabled?: boolean;
  onSubmit: (code: string) => void;
  /** Lets a parent clear the entered code (after a resend) by changing the key it renders this form with. */
  initialCode?: string;
  /** Extra fields above the code, such as the email when it is not known yet. */
  before?: ReactNode;
  /** Controls below the submit button: resend, back. */
  after?: ReactNode;
};

/** The 6-digit code entry shared by sign-up verification and both reset flows. */
export function CodeForm({
  submitLabel,
  pendingLabel,
  pending,
  disabled = false,
  onSubmit,
  initialCode = '',
  before,
  after,
}: CodeFormProps) {
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string>();
  const complete = isCompleteCode(code);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!complete) {
      setError(CODE_INCOMPLETE_MESSAGE);
      return;
    }
    onSubmit(code);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5">
      {before}
      <FormField
        label="Verification code"
        error={error}
        description={`Enter the ${CODE_LENGTH}-digit code we emailed you.`}
      >
        {(field) => (
          <CodeInput
            {...field}
            name="code"
            length={CODE_LENGTH}
            value={code}
            onValueChange={(next) => {
              setCode(next);
              setError(undefined);
            }}
            disabled={pending || disabled}
            data-testid="code-input"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={!complete || pending || disabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
      {after}
    </form>
  );
}
