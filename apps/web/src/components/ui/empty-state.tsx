import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * What a list, card or tab shows while it has nothing in it: what is missing, and what to do about it.
 * `bordered` sets it off inside a card that has other content.
 */
export function EmptyState({
  icon: Icon,
  title,
  detail,
  action,
  bordered = false,
}: {
  icon: LucideIcon;
  title: string;
  detail?: ReactNode;
  action?: ReactNode;
  bordered?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 text-center',
        bordered ? 'rounded-lg border border-dashed px-4 py-8' : 'px-6 py-10',
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Icon className="size-6 text-muted-foreground" aria-hidden />
      </span>
      <p className="font-semibold">{title}</p>
      {detail ? <p className="max-w-sm text-sm text-muted-foreground">{detail}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
