import { locationMessages } from '@rally/shared/locations/locations.messages';
import type { Venue } from '@rally/shared/locations/locations.schemas';
import { BuildingIcon, CalendarIcon, NavigationIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SportChips } from '../../../components/sport-chips.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { useDistanceFormat } from '../../../lib/distance-unit.ts';
import type { useVenues } from '../api/get-venues.ts';

export const VENUES_LOAD_FAILED = 'Failed to load venues';
const costLabels: Record<Venue['cost'], string> = { free: 'Free', paid: 'Paid', mixed: 'Free and paid' };

/** The Venues tab of /find: where games are played, nearest first; each venue opens the games there. */
export function VenuesList({ query }: { query: ReturnType<typeof useVenues> }) {
  const { data, isPending, isError, refetch, isRefetching } = query;
  const { distance } = useDistanceFormat();
  if (isPending) {
    return (
      <p role="status" className="py-10 text-center text-muted-foreground">
        Loading venues...
      </p>
    );
  }
  if (isError)
    return <LoadError message={VENUES_LOAD_FAILED} onRetry={() => refetch()} retrying={isRefetching} />;
  const venues = data.venues;
  if (venues.length === 0) {
    return (
      <EmptyState
        bordered
        icon={BuildingIcon}
        title={locationMessages.venuesEmptyTitle}
        detail={locationMessages.venuesEmptyDetail}
      />
    );
  }
  return (
    <ul aria-label="Venues" className="grid gap-3 lg:grid-cols-2">
      {venues.map((venue) => (
        <li key={venue.name}>
          <article className="relative flex h-full flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm focus-within:ring-3 focus-within:ring-ring/50 hover:shadow-md">
            <div className="flex items-start justify-between gap-2">
              <h3 className="min-w-0 font-bold leading-snug">
                <Link
                  to={paths.find.getHref(venue.name)}
                  className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
                >
                  {venue.name}
                  <span className="sr-only">: view games</span>
                </Link>
              </h3>
              <Badge variant="secondary" className="shrink-0">
                {costLabels[venue.cost]}
              </Badge>
            </div>
            <SportChips sports={venue.sports} />
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="flex items-center gap-1.5">
                <CalendarIcon className="size-4" aria-hidden />
                {venue.upcomingGames} upcoming {venue.upcomingGames === 1 ? 'game' : 'games'}
              </span>
              {venue.distanceMiles !== null ? (
                <span className="flex items-center gap-1.5">
                  <NavigationIcon className="size-3.5" aria-hidden />
                  {distance(venue.distanceMiles)} away
                </span>
              ) : null}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
