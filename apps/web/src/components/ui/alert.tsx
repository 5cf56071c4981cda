import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const alertVariants = cva('rounded-lg border px-4 py-3 text-sm [&_a]:font-semibold [&_a]:underline', {
  variants: {
    variant: {
      info: 'border-border bg-muted text-foreground',
      success: 'border-success/40 bg-success/10 text-foreground',
      error: 'border-destructive/40 bg-destructive/10 text-foreground',
    },
  },
  defaultVariants: { variant: 'info' },
});

/** An inline message. Errors use role=alert so they are announced when they appear. */
export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}
