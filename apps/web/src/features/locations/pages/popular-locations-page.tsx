import { useDeferredValue, useState } from 'react';
import { BackLink } from '../../../components/back-link.tsx';
import { NearPlaceControl } from '../../../components/near-place-control.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { paths } from '../../../config/paths.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { PopularLocationsList } from '../components/popular-locations-list.tsx';
import { useLiveLocations } from '../hooks/use-live-locations.ts';

const SEARCH_DEBOUNCE_MS = 250;

/** /popular-locations: where games are played, nearest to the player first (spec document 2 §2). */
export function PopularLocationsPage() {
  const [term, setTerm] = useState('');
  const search = useDeferredValue(useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS));
  useLiveLocations();
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-6 md:px-8 md:py-10">
      <title>Popular Locations · Rally</title>
      <BackLink to={paths.dashboard.getHref()}>Back to Dashboard</BackLink>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Popular Locations</h1>
      <p className="mt-1 text-muted-foreground">The places where games are played, nearest first</p>
      <NearPlaceControl className="mt-4" />
      <SearchInput
        wrapperClassName="mt-6"
        aria-label="Search locations"
        placeholder="Search locations..."
        value={term}
        maxLength={100}
        onChange={(event) => setTerm(event.target.value)}
      />
      <div className="mt-6">
        <PopularLocationsList search={search} />
      </div>
    </section>
  );
}
