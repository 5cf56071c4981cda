import { BanIcon, EllipsisIcon, FlagIcon, UndoIcon } from 'lucide-react';
import { DropdownMenu as Menu } from 'radix-ui';
import { Suspense, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { DropdownMenuContent, DropdownMenuItem } from '../ui/dropdown-menu.tsx';
import { useUnblockPlayer } from './api/blocks.ts';
import { LazyBlockDialog, LazyReportDialog, preloadSafetyDialogs } from './lazy-safety-dialogs.ts';
import type { ReportTarget } from './report-target.ts';
import { useViewerId } from './viewer-id.tsx';

type SafetyMenuProps = {
  /** The trigger's accessible name: "More actions for Pat Lee". */
  label: string;
  /** What "Report" reports; absent when this menu only blocks. */
  report?: ReportTarget;
  /** Who "Block" blocks (the profile, the roster's player); absent when this menu only reports. */
  block?: { id: string; name: string; blockedByMe?: boolean };
  /** After blocking (from the menu or with a report): the thread closes, the list refetches. */
  onBlocked?: () => void;
  /** The trigger as a text button ("More") rather than an icon, where there is room. */
  showText?: boolean;
  className?: string;
};

/**
 * A small "more" menu offering Report and Block (or Unblock) for something that is not the viewer's
 * own; its dialogs load when it opens. Renders nothing when there is nothing to offer.
 */
export function SafetyMenu({
  label,
  report,
  block,
  onBlocked,
  showText = false,
  className,
}: SafetyMenuProps) {
  const viewerId = useViewerId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  // A failure is toasted by the app's mutation cache; sonner loads on demand here, as it does there.
  const unblock = useUnblockPlayer(
    () => void import('sonner').then(({ toast }) => toast.success(`You unblocked ${block?.name}.`)),
  );
  const reportable = report && viewerId && report.owner?.id !== viewerId ? report : null;
  const blockable = block && viewerId && block.id !== viewerId ? block : null;
  if (!reportable && !blockable) return null;

  const returnFocus = (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };

  return (
    <>
      {/* Not modal: a dialog opened from an item would otherwise find the page still locked by the menu. */}
      <Menu.Root modal={false} onOpenChange={(open) => open && preloadSafetyDialogs()}>
        <Menu.Trigger asChild>
          <Button
            ref={trigger}
            variant={showText ? 'outline' : 'ghost'}
            size={showText ? 'default' : 'icon'}
            aria-label={label}
            className={cn(!showText && 'size-9 text-muted-foreground', className)}
            onPointerEnter={preloadSafetyDialogs}
          >
            <EllipsisIcon aria-hidden />
            {showText ? 'More' : null}
          </Button>
        </Menu.Trigger>
        <DropdownMenuContent align="end">
          {reportable ? (
            <DropdownMenuItem onSelect={() => setDialog('report')}>
              <FlagIcon aria-hidden /> Report {reportable.label}
            </DropdownMenuItem>
          ) : null}
          {blockable && !blockable.blockedByMe ? (
            <DropdownMenuItem onSelect={() => setDialog('block')} className="text-destructive">
              <BanIcon aria-hidden /> Block {blockable.name}
            </DropdownMenuItem>
          ) : null}
          {blockable?.blockedByMe ? (
            <DropdownMenuItem disabled={unblock.isPending} onSelect={() => unblock.mutate(blockable.id)}>
              <UndoIcon aria-hidden /> Unblock {blockable.name}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </Menu.Root>
      <Suspense fallback={null}>
        {dialog === 'report' && reportable ? (
          <LazyReportDialog
            target={reportable}
            canAlsoBlock={Boolean(reportable.owner && !(blockable?.blockedByMe ?? false))}
            open
            onOpenChange={(open) => !open && setDialog(null)}
            onBlocked={onBlocked}
            onCloseAutoFocus={returnFocus}
          />
        ) : null}
        {dialog === 'block' && blockable ? (
          <LazyBlockDialog
            player={blockable}
            open
            onOpenChange={(open) => !open && setDialog(null)}
            onBlocked={onBlocked}
            onCloseAutoFocus={returnFocus}
          />
        ) : null}
      </Suspense>
    </>
  );
}
