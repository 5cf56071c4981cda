import type { PlaceSuggestion } from '@rally/shared/locations/locations.schemas';
import { Badge } from './ui/badge.tsx';

const kindLabels: Record<PlaceSuggestion['kind'], string> = {
  venue: 'Venue',
  city: 'City',
  address: 'Address',
};

/** What kind of place a suggestion is: one of Rally's venues, a city, or a street address. */
export function PlaceKindBadge({ kind }: { kind: PlaceSuggestion['kind'] }) {
  return (
    <Badge variant={kind === 'venue' ? 'accent' : 'outline'} className="shrink-0">
      {kindLabels[kind]}
    </Badge>
  );
}
