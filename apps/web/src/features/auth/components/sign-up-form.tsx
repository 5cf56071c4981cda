import { zodResolver } from '@hookform/resolvers/zod';
import { type SignUpForm as SignUpValues, signUpFormSchema } from '@rally/shared/auth/auth.schemas';
import { PASSWORD_REQUIREMENTS_MESSAGE } from '@rally/shared/auth/password';
import { type ReactNode, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useSubmitWhenTakenOver } from '../../../lib/prerendered-form.ts';
import { AuthStep } from './auth-step.tsx';
import { PasswordStrength } from './password-strength.tsx';

export type SignUpFieldErrors = Partial<Record<keyof SignUpValues, string>>;

type SignUpFormProps = {
  defaultValues: SignUpValues;
  /** Errors the server found after the terms step (a taken username), shown on their fields. */
  fieldErrors?: SignUpFieldErrors | undefined;
  footer: ReactNode;
  onSubmit: (values: SignUpValues) => void;
};

export function SignUpForm({ defaultValues, fieldErrors, footer, onSubmit }: SignUpFormProps) {
  const form = useForm({ resolver: zodResolver(signUpFormSchema), defaultValues });
  const { errors } = form.formState;
  const password = form.watch('password');
  const formRef = useRef<HTMLFormElement>(null);
  useSubmitWhenTakenOver(formRef);

  useEffect(() => {
    if (!fieldErrors) return;
    for (const [name, message] of Object.entries(fieldErrors) as [keyof SignUpValues, string][]) {
      form.setError(name, { message }, { shouldFocus: true });
    }
  }, [fieldErrors, form]);

  return (
    <AuthStep
      title="Create your account"
      description="Join Rally to find, host and join games near you."
      footer={footer}
    >
      <form ref={formRef} onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <FormField label="Username" error={errors.username?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register('username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField label="Display name" error={errors.name?.message}>
          {(field) => <Input {...field} {...form.register('name')} autoComplete="name" />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(field) => <Input {...field} {...form.register('email')} type="email" autoComplete="email" />}
        </FormField>
        <FormField
          label="Password"
          // The strength list already names each unmet rule; the error is the spec's one summary line.
          error={errors.password ? PASSWORD_REQUIREMENTS_MESSAGE : undefined}
          description={password ? <PasswordStrength password={password} /> : undefined}
        >
          {(field) => <PasswordInput {...field} {...form.register('password')} autoComplete="new-password" />}
        </FormField>
        <Button type="submit" size="lg">
          Continue
        </Button>
      </form>
    </AuthStep>
  );
}
