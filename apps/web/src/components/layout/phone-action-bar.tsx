import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { PHONE_ACTION_BAR_SPACE } from '../../lib/phone-action-bar-space.ts';

const GAP_PX = 8;

/**
 * On a phone, keeps a page's primary action in reach: it sticks just above the bottom navigation
 * (and the raised Create button, and the home indicator's safe area) while the page scrolls, and
 * settles into its own place at the page's end, so it never covers the last of the content. From the
 * md breakpoint up, where there is no bottom bar, it is an ordinary block where it stands.
 *
 * Its parent should be the page's grid: on a phone the bar takes the last row (`order-last`) so it
 * sticks for the whole page; the reading and focus order stay where the page puts it.
 */
export function PhoneActionBar({ active = true, children }: { active?: boolean; children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty(PHONE_ACTION_BAR_SPACE, `${element.offsetHeight + GAP_PX}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(PHONE_ACTION_BAR_SPACE);
    };
  }, [active]);
  return (
    <div
      ref={bar}
      data-testid="phone-action-bar"
      className={cn(
        active &&
          'max-md:sticky max-md:bottom-[calc(5.25rem+env(safe-area-inset-bottom))] max-md:z-30 max-md:order-last max-md:[&>*]:shadow-lg',
      )}
    >
      {children}
    </div>
  );
}
