import { zodResolver } from '@hookform/resolvers/zod';
import { emailInput } from '@rally/shared/auth/auth.schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';

type RequestCodeFormProps = {
  defaultEmail: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (email: string) => void;
};

/** The first step of both reset flows: the address the code should go to. */
export function RequestCodeForm({ defaultEmail, submitLabel, pending, onSubmit }: RequestCodeFormProps) {
  const form = useForm({ resolver: zodResolver(emailInput), defaultValues: { email: defaultEmail } });
  const error = form.formState.errors.email?.message;
  return (
    // noValidate: the shared schema's messages replace the browser's; `required` still tells assistive tech.
    <form onSubmit={form.handleSubmit(({ email }) => onSubmit(email))} noValidate className="grid gap-5">
      <FormField label="Email" error={error}>
        {(field) => (
          <Input
            {...field}
            {...form.register('email')}
            type="email"
            required
            autoComplete="email"
            disabled={pending}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}
