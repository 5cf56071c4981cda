import { FlagIcon } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { LazyReportDialog, loadReportDialog } from './lazy-safety-dialogs.ts';
import type { ReportTarget } from './report-target.ts';
import { useViewerId } from './viewer-id.tsx';

type ReportButtonProps = {
  target: ReportTarget;
  /** The button's accessible name: "Report this message". */
  label: string;
  /** After a report that also blocked the owner. */
  onBlocked?: () => void;
  className?: string;
};

/**
 * A small flag button that reports one thing (a message, a review), for lists where a menu per item
 * would be too much. Reachable by keyboard like any button; nothing on the viewer's own things.
 */
export function ReportButton({ target, label, onBlocked, className }: ReportButtonProps) {
  const viewerId = useViewerId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  if (!viewerId || target.owner?.id === viewerId) return null;
  const preload = () => void loadReportDialog();
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        className={cn(
          'inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/60',
          className,
        )}
      >
        <FlagIcon className="size-3.5" aria-hidden />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LazyReportDialog
            target={target}
            canAlsoBlock={Boolean(target.owner)}
            open
            onOpenChange={setOpen}
            onBlocked={onBlocked}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
