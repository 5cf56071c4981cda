import type { ComponentProps } from 'react';

/** A rail menu's button, drawn the same before and after the menu itself is loaded. */
export type RailMenuTrigger = Pick<ComponentProps<'button'>, 'aria-label' | 'className' | 'children'>;

/** What the rail passes a menu it has loaded: whether it is open, and its button. */
export type RailMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RailMenuTrigger;
};
