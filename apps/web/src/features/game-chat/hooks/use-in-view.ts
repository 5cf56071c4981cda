import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether any of the element is inside the viewport. Where the browser cannot tell (no
 * IntersectionObserver), it counts as shown, so reading still clears the marks.
 */
export function useInView(element: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setInView(entry.isIntersecting);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}
