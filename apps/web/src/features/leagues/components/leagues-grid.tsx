import type { ReactNode } from 'react';

/** Cards two or three abreast on wider screens, one under another on a phone. */
export function LeaguesGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}
