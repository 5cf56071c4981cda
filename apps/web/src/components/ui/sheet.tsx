import { XIcon } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

type SheetContentProps = ComponentProps<typeof Dialog.Content> & {
  side?: 'left' | 'right';
  title: string;
  /** Keeps the title for screen readers when the sheet shows its own heading. */
  hideTitle?: boolean;
  /**
   * No header row at all: the content brings its own heading and a `SheetCloseButton`, so a phone
   * shows no empty band above it.
   */
  bare?: boolean;
};

/** The sheet's close button, for content that places it in its own header (`bare`). */
export function SheetCloseButton() {
  return (
    <Dialog.Close
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/60"
      aria-label="Close"
    >
      <XIcon className="size-5" aria-hidden />
    </Dialog.Close>
  );
}

/** A side panel built on Dialog: focus is trapped inside and Escape or the close button dismisses it. */
export function SheetContent({
  side = 'right',
  title,
  hideTitle = false,
  bare = false,
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
      <Dialog.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 z-50 flex w-[85vw] max-w-sm flex-col bg-popover text-popover-foreground shadow-2xl outline-none',
          side === 'right' ? 'right-0 border-l' : 'left-0 border-r',
          className,
        )}
        {...props}
      >
        {bare ? (
          // Names the dialog without a second heading: the content shows its own.
          <Dialog.Title asChild>
            <span className="sr-only">{title}</span>
          </Dialog.Title>
        ) : (
          <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
            <Dialog.Title className={cn('text-base font-bold', hideTitle && 'sr-only')}>{title}</Dialog.Title>
            <div className="ml-auto">
              <SheetCloseButton />
            </div>
          </div>
        )}
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
