import { lazy, Suspense } from 'react';
import { cn } from '../../lib/cn.ts';
import { MapLoadBoundary } from './map-load-boundary.tsx';
import type { GameMapProps } from './map-types.ts';

// Leaflet and its styles load with the first map shown, never with the app's entry chunk.
const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

/**
 * A map of places on OpenStreetMap tiles (the tile source comes from config/env.ts): pins clustered
 * when dense, each opening a popup with its title, detail and link; with `onPick`, a click picks a
 * point. Pins are reachable with Tab and open with Enter. It stays usable without tiles (offline).
 *
 * @example <GameMap label="Map of games" markers={[{ id, latitude, longitude, title, href }]} />
 */
export function GameMap(props: GameMapProps) {
  return (
    <MapLoadBoundary className={props.className}>
      <Suspense
        fallback={
          <div
            role="status"
            className={cn(
              'flex h-80 w-full items-center justify-center rounded-lg border text-muted-foreground text-sm',
              props.className,
            )}
          >
            Loading map...
          </div>
        }
      >
        <LeafletMap {...props} />
      </Suspense>
    </MapLoadBoundary>
  );
}
