import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn.ts';

type ScrollFadeProps = {
  children: ReactNode;
  className?: string;
  /** The colour the content fades into at a cut edge: the surface the strip sits on. */
  fadeClassName?: string;
};

/**
 * A strip that scrolls sideways when its content is wider than the screen (a row of tabs on a phone),
 * with a fade on each edge that hides content, so it is plain there is more to see. The content stays
 * reachable by touch, by the wheel and by keyboard focus, which scrolls the focused control into view.
 */
export function ScrollFade({ children, className, fadeClassName = 'from-card' }: ScrollFadeProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [cut, setCut] = useState({ start: false, end: false });

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () =>
      setCut({
        start: element.scrollLeft > 1,
        end: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
      });
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // Test environments without ResizeObserver still get the first measure.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(element);
    if (element.firstElementChild) resize?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, []);

  const fade = 'pointer-events-none absolute inset-y-0 w-10 transition-opacity';
  return (
    <div className={cn('relative', className)}>
      <div ref={scroller} data-scroll-fade className="overflow-x-auto [scrollbar-width:none]">
        {children}
      </div>
      <span
        aria-hidden
        className={cn(
          fade,
          'left-0 bg-gradient-to-r to-transparent',
          fadeClassName,
          !cut.start && 'opacity-0',
        )}
      />
      <span
        aria-hidden
        className={cn(
          fade,
          'right-0 bg-gradient-to-l to-transparent',
          fadeClassName,
          !cut.end && 'opacity-0',
        )}
      />
    </div>
  );
}
