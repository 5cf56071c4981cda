import { type CSSProperties, useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';
import { PHONE_ACTION_BAR_SPACE } from '../lib/phone-action-bar-space.ts';
import { useTheme } from '../lib/theme.ts';

// Below md the app shows its bottom tab bar; toasts sit just above it there, so they never cover a
// page's heading or a form's first field. On wider screens they sit in the bottom right corner, away
// from every page's heading (a toast at the top centre covered "Edit Profile" after sign-up).
const PHONE_QUERY = '(max-width: 767px)';
// A page's stuck action bar (a game's Join) sits above the bottom bar too: toasts go above both.
const ABOVE_BOTTOM_BAR = `calc(5rem + var(${PHONE_ACTION_BAR_SPACE}, 0px) + env(safe-area-inset-bottom))`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

/** The app's toasts (sonner), in the theme's own surface colours. Loaded on demand: see root-layout.tsx. */
export function Component() {
  const { theme } = useTheme();
  const phone = useSyncExternalStore(subscribe, isPhone, () => false);
  return (
    <Toaster
      theme={theme}
      position={phone ? 'bottom-center' : 'bottom-right'}
      offset={phone ? { bottom: ABOVE_BOTTOM_BAR } : undefined}
      mobileOffset={{ bottom: ABOVE_BOTTOM_BAR, left: '1rem', right: '1rem' }}
      closeButton
      // The theme's own surface colours keep toast text at full contrast in light and dark.
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as CSSProperties
      }
    />
  );
}
