import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';

/** An inline link in the account screens' copy. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'rounded-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60',
        className,
      )}
      {...props}
    />
  );
}
