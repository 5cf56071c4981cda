import type { ReactNode } from 'react';
import { Tooltip, TooltipProvider } from '../../components/ui/tooltip.tsx';

/**
 * The rail's tooltips and menus, the part of the frame that draws them with Radix and positions them
 * with Floating UI: loaded once the rail is shown (rail-controls.tsx), so a phone's page, where the rail
 * is hidden, never loads them.
 */
export { NotificationsButton } from './notifications-button.tsx';
export { UserMenu } from './user-menu.tsx';
export { Tooltip };

/** The rail's tooltips share one provider: moving from one icon to the next shows its label at once. */
export function RailTooltipProvider({ children }: { children: ReactNode }) {
  return <TooltipProvider delayDuration={300}>{children}</TooltipProvider>;
}
