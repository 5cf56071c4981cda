import type { RouteTiming } from '@rally/shared/monitoring/monitoring.schemas';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { useState } from 'react';
import { formatCount, formatMs } from '../lib/format.ts';

/** Routes in p95 order, slowest first until the header is pressed. */
export function sortRoutes(
  routes: readonly RouteTiming[],
  direction: 'descending' | 'ascending',
): RouteTiming[] {
  const sign = direction === 'descending' ? -1 : 1;
  return [...routes].sort((a, b) => sign * (a.p95Ms - b.p95Ms) || a.route.localeCompare(b.route));
}

/** Response times per route; the table scrolls inside itself on a phone instead of widening the page. */
export function RouteTable({ routes }: { routes: readonly RouteTiming[] }) {
  const [direction, setDirection] = useState<'descending' | 'ascending'>('descending');
  const Arrow = direction === 'descending' ? ArrowDownIcon : ArrowUpIcon;
  return (
    <section className="mt-6 overflow-hidden rounded-xl border bg-card shadow-sm">
      <h2 className="border-b px-4 py-3 text-lg font-bold">Routes</h2>
      {routes.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted-foreground">No requests measured yet</p>
      ) : (
        // Width 0 but at least full, and positioned (so the sort's screen-reader text stays inside): the table
        // scrolls inside this box instead of widening the page.
        <div className="relative w-0 min-w-full overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Route
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Requests
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  Average
                </th>
                <th scope="col" aria-sort={direction} className="px-4 py-2 text-right font-medium">
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded font-semibold text-foreground outline-none focus-visible:ring-3 focus-visible:ring-ring/50"
                    onClick={() => setDirection((d) => (d === 'descending' ? 'ascending' : 'descending'))}
                  >
                    p95
                    <Arrow className="size-4" aria-hidden />
                    <span className="sr-only">, sorted {direction}</span>
                  </button>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y border-t">
              {sortRoutes(routes, direction).map((route) => (
                <tr key={route.route}>
                  <th scope="row" className="px-4 py-2 text-left font-mono font-normal whitespace-nowrap">
                    {route.route}
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums">{formatCount(route.requests)}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{formatMs(route.averageMs)}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{formatMs(route.p95Ms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
