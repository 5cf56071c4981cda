import { BanIcon, EllipsisIcon, FlagIcon, UndoIcon } from 'lucide-react';
import { DropdownMenu as Menu } from 'radix-ui';
import { Suspense, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { DropdownMenuContent, DropdownMenuItem } from '../ui/dropdown-menu.tsx';
import { useUnblockPlayer } from './api/blocks.ts';
import { LazyBlockDialog, LazyReportDialog } from './lazy-safety-dialogs.ts';
import type { ReportTarget } from './report-target.ts';
import type { SafetyMenuProps } from './safety-menu.tsx';

type SafetyMenuPanelProps = Omit<SafetyMenuProps, 'report' | 'block'> & {
  /** What the viewer may report here (never their own). */
  reportable: ReportTarget | null;
  /** Whom the viewer may block here (never themselves). */
  blockable: { id: string; name: string; blockedByMe?: boolean } | null;
};

/**
 * The "More" menu itself (Radix's dropdown and the block calls), loaded the first time its button is
 * pressed and opened at once: the button stays tiny on the budgeted pages.
 */
export function SafetyMenuPanel({
  label,
  reportable,
  blockable,
  onBlocked,
  showText = false,
  className,
}: SafetyMenuPanelProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  // A failure is toasted by the app's mutation cache; sonner loads on demand here, as it does there.
  const unblock = useUnblockPlayer(
    () => void import('sonner').then(({ toast }) => toast.success(`You unblocked ${blockable?.name}.`)),
  );

  const returnFocus = (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };

  return (
    <>
      {/* Not modal: a dialog opened from an item would otherwise find the page still locked by the menu. */}
      <Menu.Root defaultOpen modal={false}>
        <Menu.Trigger asChild>
          <Button
            ref={trigger}
            variant={showText ? 'outline' : 'ghost'}
            size={showText ? 'default' : 'icon'}
            aria-label={label}
            className={cn(!showText && 'size-9 text-muted-foreground', className)}
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
