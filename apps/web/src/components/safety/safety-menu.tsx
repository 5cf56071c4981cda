import { EllipsisIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { preloadSafetyDialogs } from './lazy-safety-dialogs.ts';
import type { ReportTarget } from './report-target.ts';
import { useViewerId } from './viewer-id.tsx';

export type SafetyMenuProps = {
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

const loadPanel = () => import('./safety-menu-panel.tsx');
const SafetyMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.SafetyMenuPanel })));

/** Fetches the menu and its dialogs (a pointer over the button, about to press it). */
function preload() {
  void loadPanel();
  preloadSafetyDialogs();
}

/**
 * A small "More" button offering Report and Block (or Unblock) for something that is not the viewer's
 * own. The menu (Radix's dropdown) and its dialogs load the first time it is pressed, and the menu opens
 * as it arrives; until then the page carries only this button. Renders nothing when there is nothing
 * to offer.
 */
export function SafetyMenu({ report, block, ...props }: SafetyMenuProps) {
  const viewerId = useViewerId();
  const [armed, setArmed] = useState(false);
  const reportable = report && viewerId && report.owner?.id !== viewerId ? report : null;
  const blockable = block && viewerId && block.id !== viewerId ? block : null;
  if (!reportable && !blockable) return null;
  const button = (onPress?: () => void) => (
    <MoreButton {...props} onPress={onPress} onPointerEnter={preload} />
  );
  if (!armed) return button(() => setArmed(true));
  return (
    <Suspense fallback={button()}>
      <SafetyMenuPanel {...props} reportable={reportable} blockable={blockable} />
    </Suspense>
  );
}

type MoreButtonProps = Pick<SafetyMenuProps, 'label' | 'showText' | 'className'> & {
  onPress?: (() => void) | undefined;
  onPointerEnter: () => void;
};

/** The button as it looks before the menu has loaded (the menu's own trigger looks the same). */
function MoreButton({ label, showText = false, className, onPress, onPointerEnter }: MoreButtonProps) {
  return (
    <Button
      variant={showText ? 'outline' : 'ghost'}
      size={showText ? 'default' : 'icon'}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={cn(!showText && 'size-9 text-muted-foreground', className)}
      onPointerEnter={onPointerEnter}
      onFocus={onPointerEnter}
      onClick={onPress}
    >
      <EllipsisIcon aria-hidden />
      {showText ? 'More' : null}
    </Button>
  );
}
