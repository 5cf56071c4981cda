import {
  createContext,
  type ReactNode,
  type RefObject,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Tooltip } from '../../components/ui/tooltip.tsx';

/** Where the rail is on screen: Tailwind's `md`, as in the rail's `hidden md:flex`. */
const RAIL_SHOWN = '(min-width: 48rem)';

type RailControls = {
  /** Whether the rail's tooltips and menus are mounted. */
  mounted: boolean;
  /** Mounts them now: a menu's plain button was pressed. */
  mount: () => void;
};

const RailControlsContext = createContext<RailControls>({ mounted: false, mount: () => {} });

/**
 * Whether the rail's tooltips and menus are mounted. Each sets state as it mounts, and the rail's
 * dozen made the frame's first render one long task on a phone, where the rail is not even shown.
 * So the first render draws them as plain links and buttons, the same on screen, and they mount
 * once the rail is shown: just after the first render on a wide screen, or when a narrow one widens.
 * Mounting them draws their elements anew, so it waits while focus is inside the rail, unless a
 * menu's button was pressed: the menu opens as they mount, and takes the focus.
 */
export function useMountRailControls(rail: RefObject<HTMLElement | null>): RailControls {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const element = rail.current;
    if (mounted || !element) return;
    const shown = window.matchMedia(RAIL_SHOWN);
    const mountIfShown = () => {
      if (!shown.matches || element.contains(document.activeElement)) return;
      startTransition(() => setMounted(true));
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
  const mount = useCallback(() => setMounted(true), []);
  return useMemo(() => ({ mounted, mount }), [mounted, mount]);
}

export function RailControlsProvider({ value, children }: { value: RailControls; children: ReactNode }) {
  return <RailControlsContext value={value}>{children}</RailControlsContext>;
}

/** The rail's controls: until they are mounted, each menu draws its plain closed button. */
export function useRailControls(): RailControls {
  return useContext(RailControlsContext);
}

/** The rail's tooltip, once the rail's controls are mounted; the bare link or button before. */
export function RailTooltip({ label, children }: { label: string; children: ReactNode }) {
  return useRailControls().mounted ? <Tooltip label={label}>{children}</Tooltip> : children;
}
