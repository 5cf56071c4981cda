import type { ProfileStats as Stats } from '@rally/shared/profiles/profiles.schemas';
import type { ReactNode } from 'react';
import { formatRating } from '../lib/format-rating.ts';

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col-reverse items-center gap-0.5 rounded-lg bg-muted px-2 py-3 text-center">
      <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</dt>
      <dd className="text-2xl font-extrabold tabular-nums">{value}</dd>
    </div>
  );
}

/** Games played, friends, and the average sportsmanship rating (one decimal; a dash before any review). */
export function ProfileStats({ stats }: { stats: Stats }) {
  const rating = formatRating(stats.rating);
  return (
    <dl className="mt-6 grid grid-cols-3 gap-2 sm:gap-3">
      <Stat label="Games" value={stats.games} />
      <Stat label="Friends" value={stats.friends} />
      <Stat
        label="Sportsmanship"
        value={
          rating ?? (
            <>
              <span aria-hidden title="No ratings yet">
                —
              </span>
              <span className="sr-only">No ratings yet</span>
            </>
          )
        }
      />
    </dl>
  );
}
