import type { PopularLocationList } from '@rally/shared/locations/locations.schemas';

/** The three totals of the popular locations page (spec document 2 §2). */
export function LocationTotals({ totals }: { totals: PopularLocationList['totals'] }) {
  const items = [
    { label: 'Total Locations', value: totals.locations },
    { label: 'Total Games', value: totals.games },
    { label: 'Upcoming Games', value: totals.upcomingGames },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border bg-card p-4 text-center shadow-xs">
          <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{item.label}</dt>
          <dd className="mt-1 text-2xl font-extrabold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
