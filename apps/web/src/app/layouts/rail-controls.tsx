import {
  createContext,
  Fragment,
  type ReactNode,
  type RefObject,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { NETWORK_ERROR_MESSAGE } from '../../lib/api-error.ts';
import type { RailMenuProps as LoadedRailMenuProps } from './rail-menu-props.ts';

/** Where the rail is on screen: Tailwind's `md`, as in the rail's `hidden md:flex`. */
const RAIL_SHOWN = '(min-width: 48rem)';

type RailOverlays = typeof import('./rail-overlays.tsx');

const loadRailOverlays = () => import('./rail-overlays.tsx');

type RailControls = {
  /** The rail's tooltips and menus, once loaded and mounted. */
  overlays: RailOverlays | null;
  /** Loads and mounts them now: a menu's plain button was pressed. Fails, having said so, offline. */
  mount: () => Promise<void>;
};

const RailControlsContext = createContext<RailControls>({ overlays: null, mount: async () => {} });

/**
 * The rail's tooltips and menus. Each sets state as it mounts, and the rail's dozen made the frame's
 * first render one long task on a phone, where the rail is not even shown; their code (Radix's menus,
 * Floating UI) was a tenth of the frame's. So the first render draws them as plain links and buttons,
 * the same on screen, and their module loads and they mount once the rail is shown: just after the
 * first render on a wide screen, or when a narrow one widens. Mounting them draws the rail's elements
 * anew, so it waits while focus is inside the rail, unless a menu's button was pressed: the menu
 * opens as they mount, and takes the focus.
 */
export function useMountRailControls(rail: RefObject<HTMLElement | null>): RailControls {
  const [overlays, setOverlays] = useState<RailOverlays | null>(null);
  const mounted = overlays !== null;
  useEffect(() => {
    const element = rail.current;
    if (mounted || !element) return;
    const shown = window.matchMedia(RAIL_SHOWN);
    const mountIfShown = () => {
      if (!shown.matches || element.contains(document.activeElement)) return;
      // Not loaded (offline, say): they stay plain until the next try, or until a menu is pressed.
      loadRailOverlays().then(
        (loaded) => startTransition(() => setOverlays(loaded)),
        () => {},
      );
    };
    // On focusout the focus has not moved on yet.
    const mountAfterFocusLeaves = () => setTimeout(mountIfShown);
    mountIfShown();
    shown.addEventListener('change', mountIfShown);
    element.addEventListener('focusout', mountAfterFocusLeaves);
    return () => {
      shown.removeEventListener('change', mountIfShown);
      element.removeEventListener('focusout', mountAfterFocusLeaves);
    };
  }, [mounted, rail]);
  const mount = useCallback(
    () =>
      loadRailOverlays().then(setOverlays, async (error: unknown) => {
        const { toast } = await import('sonner');
        toast.error(NETWORK_ERROR_MESSAGE);
        throw error;
      }),
    [],
  );
  return useMemo(() => ({ overlays, mount }), [overlays, mount]);
}

/** Gives the rail's contents its controls, and its tooltips their shared provider once they are mounted. */
export function RailControlsProvider({ value, children }: { value: RailControls; children: ReactNode }) {
  const Tooltips = value.overlays?.RailTooltipProvider ?? Fragment;
  return (
    <RailControlsContext value={value}>
      <Tooltips>{children}</Tooltips>
    </RailControlsContext>
  );
}

/** The rail's tooltip, once the rail's controls are mounted; the bare link or button before. */
export function RailTooltip({ label, children }: { label: string; children: ReactNode }) {
  const { overlays } = useContext(RailControlsContext);
  return overlays ? <overlays.Tooltip label={label}>{children}</overlays.Tooltip> : children;
}

/**
 * Its open state is held by the rail, above the tooltips' provider, as mounting the controls draws the
 * rail's contents anew.
 */
type RailMenuProps = LoadedRailMenuProps & {
  /** Which of the rail's menus. */
  menu: 'UserMenu' | 'NotificationsButton';
  /** What it opens, for the plain button's `aria-haspopup`, as Radix's trigger sets it. */
  popup: 'menu' | 'dialog';
};

/**
 * One of the rail's menus: its plain closed button until the rail's controls are mounted. Pressed
 * before (as the page arrives, a press the app replays), it mounts them, and the menu opens.
 */
export function RailMenu({ menu, popup, open, onOpenChange, trigger }: RailMenuProps) {
  const { overlays, mount } = useContext(RailControlsContext);
  if (!overlays) {
    const openAsMounted = () => {
      onOpenChange(true);
      mount().catch(() => onOpenChange(false));
    };
    return (
      <button
        type="button"
        aria-haspopup={popup}
        aria-expanded={false}
        onClick={openAsMounted}
        {...trigger}
      />
    );
  }
  const Menu = overlays[menu];
  return <Menu open={open} onOpenChange={onOpenChange} trigger={trigger} />;
}
