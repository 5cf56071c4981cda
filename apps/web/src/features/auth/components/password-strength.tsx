import { checkPassword } from '@rally/shared/auth/password';
import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** Live feedback while a new password is typed: Strong or Weak, and the rules still unmet. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  if (!password) return null;
  const { strong, unmet } = checkPassword(password);
  return (
    <div id={id} className="grid gap-1.5" aria-live="polite">
      <p className="flex items-center gap-1.5 text-sm">
        {strong ? (
          <CheckCircle2Icon className="size-4 text-success" aria-hidden />
        ) : (
          <XCircleIcon className="size-4 text-destructive" aria-hidden />
        )}
        <span className="text-muted-foreground">Password strength:</span>
        <span
          data-testid="password-strength"
          className={cn('font-semibold', strong ? 'text-success' : 'text-destructive')}
        >
          {strong ? 'Strong' : 'Weak'}
        </span>
      </p>
      {unmet.length > 0 ? (
        <ul className="grid gap-1 pl-6 text-sm text-muted-foreground">
          {unmet.map((rule) => (
            <li key={rule} className="list-disc">
              {rule}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
