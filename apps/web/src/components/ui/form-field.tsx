import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Label } from './label.tsx';

export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
  /** Extra content on the label row, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, its control and the control's help and error text, tied together by ids for screen readers. */
export function FormField({ label, error, description, labelAside, className, children }: FormFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {description ? (
        <div id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
