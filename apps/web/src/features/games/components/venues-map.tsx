import type { Venue } from '@rally/shared/locations/locations.schemas';
import { useMemo } from 'react';
import { GameMap } from '../../../components/map/game-map.tsx';
import type { MapMarker } from '../../../components/map/map-types.ts';
import { paths } from '../../../config/paths.ts';

/** The Map view of the Venues tab: a pin per venue with a known place; its popup opens the games there. */
export function VenuesMap({ venues }: { venues: Venue[] }) {
  const markers = useMemo<MapMarker[]>(
    () =>
      venues.flatMap((venue) =>
        venue.latitude !== null && venue.longitude !== null
          ? [
              {
                id: venue.name,
                latitude: venue.latitude,
                longitude: venue.longitude,
                title: venue.name,
                detail: `${venue.upcomingGames} upcoming ${venue.upcomingGames === 1 ? 'game' : 'games'}`,
                href: paths.find.getHref(venue.name),
                linkLabel: 'View games',
              },
            ]
          : [],
      ),
    [venues],
  );
  if (markers.length === 0)
    return <p className="py-6 text-center text-muted-foreground">No venues available</p>;
  return <GameMap label="Map of venues" markers={markers} className="h-80 sm:h-96" />;
}
