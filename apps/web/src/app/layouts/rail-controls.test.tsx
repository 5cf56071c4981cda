import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useMountRailControls } from './rail-controls.tsx';

/** A screen whose width the test sets: `matches` is whether the rail is shown. */
function stubScreen(wide: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: wide,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    widen() {
      query.matches = true;
      for (const listener of listeners) listener();
    },
  };
}

function Rail() {
  const rail = useRef<HTMLElement>(null);
  const controls = useMountRailControls(rail);
  return (
    <aside ref={rail} aria-label={controls.overlays ? 'mounted' : 'plain'}>
      <a href="/find">Find Games</a>
      <button type="button" onClick={controls.mount}>
        Account menu
      </button>
    </aside>
  );
}

// The overlays' module is compiled on its first import, which on a busy machine takes longer than
// waitFor's second; loading it once here leaves the tests timing the hook, not the compiler.
beforeAll(async () => {
  await import('./rail-overlays.tsx');
}, 30_000);
/** Mounting them renders the rail's menus in a transition: on a busy machine, more than a second. */
const LOADED = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useMountRailControls', () => {
  it('mounts the controls just after the first render where the rail is shown', async () => {
    stubScreen(true);
    render(<Rail />);
    await waitFor(() => expect(screen.getByRole('complementary', { name: 'mounted' })).toBeTruthy(), LOADED);
  });

  it('leaves them unmounted where the rail is hidden, and mounts them when the screen widens', async () => {
    const screenSize = stubScreen(false);
    render(<Rail />);
    await act(async () => {});
    expect(screen.getByRole('complementary', { name: 'plain' })).toBeTruthy();
    act(() => screenSize.widen());
    await waitFor(() => expect(screen.getByRole('complementary', { name: 'mounted' })).toBeTruthy(), LOADED);
  });

  it('waits while focus is inside the rail, and mounts them once it leaves', async () => {
    const screenSize = stubScreen(false);
    render(<Rail />);
    screen.getByRole('link', { name: 'Find Games' }).focus();
    act(() => screenSize.widen());
    await act(async () => {});
    expect(screen.getByRole('complementary', { name: 'plain' })).toBeTruthy();
    act(() => screen.getByRole('link', { name: 'Find Games' }).blur());
    await waitFor(() => expect(screen.getByRole('complementary', { name: 'mounted' })).toBeTruthy(), LOADED);
  });

  it('mounts them when a menu is pressed, focus or not, on any screen', async () => {
    stubScreen(false);
    render(<Rail />);
    const menu = screen.getByRole('button', { name: 'Account menu' });
    menu.focus();
    act(() => menu.click());
    await waitFor(() => expect(screen.getByRole('complementary', { name: 'mounted' })).toBeTruthy(), LOADED);
  });
});
