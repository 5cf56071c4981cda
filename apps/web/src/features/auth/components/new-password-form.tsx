import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@rally/shared/auth/auth.messages';
import { newPasswordField } from '@rally/shared/auth/auth.schemas';
import { PASSWORD_REQUIREMENTS_MESSAGE } from '@rally/shared/auth/password';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { PasswordStrength } from './password-strength.tsx';

// The same rules as the shared resetPasswordInput, minus the email and code this step already holds.
const newPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((input) => input.password === input.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

type NewPasswordFormProps = {
  pending: boolean;
  onSubmit: (values: { password: string; confirmPassword: string }) => void;
};

export function NewPasswordForm({ pending, onSubmit }: NewPasswordFormProps) {
  const form = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const password = form.watch('password');
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
      <FormField
        label="New password"
        error={errors.password ? PASSWORD_REQUIREMENTS_MESSAGE : undefined}
        description={password ? <PasswordStrength password={password} /> : undefined}
      >
        {(field) => <PasswordInput {...field} {...form.register('password')} autoComplete="new-password" />}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        {(field) => (
          <PasswordInput {...field} {...form.register('confirmPassword')} autoComplete="new-password" />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
