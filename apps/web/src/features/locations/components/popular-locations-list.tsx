import { locationMessages } from '@rally/shared/locations/locations.messages';
import { TOP_LOCATIONS_BADGED } from '@rally/shared/locations/locations.schemas';
import { MapPinIcon, SearchXIcon } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { usePlayerPlace } from '../../../lib/use-player-place.ts';
import { usePopularLocations } from '../api/get-popular-locations.ts';
import { LocationTotals } from './location-totals.tsx';
import { PopularLocationRow } from './popular-location-row.tsx';

function LocationsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">Loading locations...</span>
      <div aria-hidden className="grid grid-cols-3 gap-3">
        {['locations', 'games', 'upcoming'].map((key) => (
          <div key={key} className="h-20 animate-pulse rounded-xl bg-muted" />
        ))}
      </div>
      <div aria-hidden className="h-48 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}

/**
 * The totals and the places matching `search`, nearest to the player first (the server ranks them), with
 * the first 3 of the list badged Top 1 to Top 3 (spec document 2 §2); loading, failure and both empty
 * states.
 */
export function PopularLocationsList({ search }: { search: string }) {
  const place = usePlayerPlace();
  const { data, isPending, isError, refetch, isRefetching } = usePopularLocations(
    search,
    place.near,
    place.settled,
  );
  if (isPending) return <LocationsSkeleton />;
  if (isError)
    return <LoadError message="Failed to load locations" onRetry={() => refetch()} retrying={isRefetching} />;
  return (
    <div className="space-y-6">
      <LocationTotals totals={data.totals} />
      {data.locations.length === 0 ? (
        search ? (
          <EmptyState
            icon={SearchXIcon}
            title={locationMessages.searchEmptyTitle(search)}
            detail={locationMessages.searchEmptyDetail}
            bordered
          />
        ) : (
          <EmptyState
            icon={MapPinIcon}
            title={locationMessages.emptyTitle}
            detail={locationMessages.emptyDetail}
            bordered
          />
        )
      ) : (
        <ul aria-label="Locations" className="divide-y overflow-hidden rounded-xl border bg-card shadow-xs">
          {data.locations.map((location, index) => (
            <PopularLocationRow
              key={location.name.toLowerCase()}
              location={location}
              rank={index < TOP_LOCATIONS_BADGED ? index + 1 : undefined}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
