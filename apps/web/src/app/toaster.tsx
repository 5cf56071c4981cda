import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from '../lib/theme.ts';

/** The app's toasts (sonner), in the theme's own surface colours. Loaded on demand: see root-layout.tsx. */
export function Component() {
  const { theme } = useTheme();
  return (
    <Toaster
      theme={theme}
      position="top-center"
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
