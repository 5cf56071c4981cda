import { dashboardMessages } from '@rally/shared/dashboard/dashboard.messages';
import type { PopularLocation } from '@rally/shared/locations/locations.schemas';
import { sportInfo } from '@rally/shared/sports';
import { MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SportIcon } from '../../../components/sport-icon/sport-icon.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { useDistanceFormat } from '../../../lib/distance-unit.ts';

/** Up to this many sport icons per place (spec document 2 §9). */
const SPORT_ICONS_MAX = 5;

/** The places with the most upcoming games: name, game count, sports and distance, each opening its games. */
export function PopularLocations({ locations }: { locations: readonly PopularLocation[] }) {
  const { distance } = useDistanceFormat();
  if (locations.length === 0) {
    return (
      <EmptyState
        bordered
        icon={MapPinIcon}
        title={dashboardMessages.noLocationsTitle}
        detail={dashboardMessages.noLocationsDetail}
      />
    );
  }
  return (
    <ul className="grid gap-2">
      {locations.map((place) => (
        <li key={place.name}>
          <Link
            to={paths.find.getHref(place.name)}
            className="flex items-center gap-3 rounded-lg border bg-card px-3 py-3 outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/60"
          >
            <MapPinIcon aria-hidden className="size-5 shrink-0 text-primary" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">{place.name}</span>
              <span className="block text-sm text-muted-foreground">
                {place.upcomingGames === 1 ? '1 game' : `${place.upcomingGames} games`}
                {place.distanceMiles === null ? '' : ` · ${distance(place.distanceMiles)} away`}
              </span>
            </span>
            <span className="flex shrink-0 gap-0.5 text-lg">
              {place.sports.slice(0, SPORT_ICONS_MAX).map((name) => {
                const sport = sportInfo(name);
                return (
                  <span key={name} title={sport.label} className="inline-flex">
                    <SportIcon sport={sport.name} label="named" />
                  </span>
                );
              })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
