import type { PopularLocation } from '@rally/shared/locations/locations.schemas';
import { MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useDistanceFormat } from '../../../lib/distance-unit.ts';
import { LocationSports } from './location-sports.tsx';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * One place: its rank badge (top 3), name, totals and sports. The whole row opens the games there
 * (its name is a link stretched over the row), and so does View Games.
 */
export function PopularLocationRow({ location, rank }: { location: PopularLocation; rank?: number }) {
  const href = paths.find.getHref(location.name);
  const { distance } = useDistanceFormat();
  return (
    <li className="relative flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-4 transition-colors hover:bg-muted/50 sm:px-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <MapPinIcon className="size-5" aria-hidden />
      </span>
      {/* At least 12rem for the name, or the sports and View Games move to a line of their own. */}
      <div className="min-w-0 flex-[1_1_12rem]">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={href}
            className="truncate font-semibold outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-3 focus-visible:after:ring-ring/60"
          >
            {location.name}
          </Link>
          {rank ? <Badge>Top {rank}</Badge> : null}
        </div>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {plural(location.gameCount, 'game', 'games')} · {location.upcomingGames} upcoming
          {location.distanceMiles !== null ? ` · ${distance(location.distanceMiles)} away` : ''}
        </p>
      </div>
      <LocationSports sports={location.sports} />
      <Button variant="outline" size="sm" asChild className="relative z-10">
        <Link to={href} aria-label={`View Games at ${location.name}`}>
          View Games
        </Link>
      </Button>
    </li>
  );
}
