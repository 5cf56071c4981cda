import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a card or tab shows while it has nothing to list: what is missing, and how that changes. */
export function EmptyState({
  icon: Icon,
  title,
  detail,
  action,
}: {
  icon: LucideIcon;
  title: string;
  detail?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-semibold">{title}</p>
      {detail ? <p className="max-w-xs text-sm text-muted-foreground">{detail}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
