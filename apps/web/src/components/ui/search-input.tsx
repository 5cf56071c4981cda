import { SearchIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';

/**
 * A search field (`type="search"`) with a magnifier inside on the left. It brings no label: give it
 * a `<label htmlFor>` or an `aria-label`.
 */
export function SearchInput({
  className,
  wrapperClassName,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { wrapperClassName?: string }) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
