import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

export const TooltipProvider = TooltipPrimitive.Provider;

type TooltipProps = {
  label: ReactNode;
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'];
  children: ReactNode;
};

/** Wraps one focusable child; the label shows on hover and keyboard focus. */
export function Tooltip({ label, side = 'right', children }: TooltipProps) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={8}
          className="z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md"
        >
          {label}
          <TooltipPrimitive.Arrow className="fill-foreground" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
