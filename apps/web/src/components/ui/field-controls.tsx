import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

// The app's Input look, for a multi-line field and a native select.
const fieldLook =
  'w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-destructive aria-invalid:ring-destructive/25 sm:text-sm';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldLook, 'min-h-28 resize-y py-2.5', className)} {...props} />;
}

/** A native select: the phone's own picker, and full keyboard and screen reader support for free. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldLook, 'h-11 cursor-pointer pr-8', className)} {...props} />;
}
