import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { usePlayerPlace } from '../../../lib/use-player-place.ts';
import type { FindGamesRequest } from '../api/get-games.ts';
import type { VenuesRequest } from '../api/get-venues.ts';
import { FindControls } from '../components/find-controls.tsx';
import { FindFiltersPanel } from '../components/find-filters-panel.tsx';
import { GamesPanel } from '../components/games-panel.tsx';
import { NewItemBanner } from '../components/new-item-banner.tsx';
import { VenuesPanel } from '../components/venues-panel.tsx';
import { useLiveGameLists } from '../hooks/use-live-game-lists.ts';
import { findGamesRequestOf } from '../lib/find-request.ts';
import { activeFilterCount, type FindState, readFindState, writeFindState } from '../lib/find-state.ts';

const SEARCH_PAUSE_MS = 300;

/**
 * /find (spec document 2 §2): search, filters, Games and Venues, List and Map. Everything the user
 * chooses lives in the address, so a reload or a shared link shows the same list; `?location=` (from a
 * venue or Popular Locations) shows that venue's games and fills the search box with its name. Every list
 * measures from where the player is (lib/player-place.ts); a city typed in the search moves it there.
 */
export function FindGamesPage() {
  const [params, setParams] = useSearchParams();
  const state = readFindState(params);
  const [search, setSearch] = useState(state.q || state.location);
  const settledSearch = useDebouncedValue(search, SEARCH_PAUSE_MS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const place = usePlayerPlace();
  const filtersPanelId = useId();
  useLiveGameLists();

  const update = (change: Partial<FindState>) =>
    setParams((current) => writeFindState({ ...readFindState(current), ...change }), { replace: true });

  const applySearch = (text: string) => {
    const current = readFindState(params);
    if (text === (current.q || current.location)) return;
    // Editing the venue's name turns it into an ordinary search over titles and places.
    update({ q: text.trim() ? text : '', location: '' });
  };

  // The search applies once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new settled text should apply
  useEffect(() => applySearch(settledSearch), [settledSearch]);

  // A venue link followed while already on /find puts that venue in the box.
  useEffect(() => {
    if (state.location) setSearch(state.location);
  }, [state.location]);

  const shared = {
    q: state.location ? undefined : state.q || undefined,
    lat: place.near?.lat,
    lng: place.near?.lng,
  };
  const gamesRequest: FindGamesRequest = findGamesRequestOf(state, place.near);
  const venuesRequest: VenuesRequest = {
    ...shared,
    q: shared.q ?? (state.location || undefined),
    sport: state.sport,
    venueCost: state.venueCost,
    // The venues tab takes a radius in miles; "any distance" sends none.
    distance: state.distance === 'any' ? undefined : state.distance,
  };

  return (
    <section className="mx-auto grid w-full max-w-5xl gap-5 px-4 py-8 md:px-8 md:py-12">
      <title>Find Games · Rally</title>
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">Find Games</h1>
        <p className="mt-2 text-muted-foreground">Discover sports games and venues near you.</p>
      </header>
      <NewItemBanner />
      <FindControls
        search={search}
        onSearchChange={setSearch}
        onSearchSubmit={() => applySearch(search)}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        filtersPanelId={filtersPanelId}
        activeFilters={activeFilterCount(state, state.tab)}
      />
      {filtersOpen ? (
        <FindFiltersPanel
          // A new key restarts the panel's draft from the filters in force after each apply.
          key={[
            state.sport,
            state.skillLevel,
            state.distance,
            state.gender,
            state.venueCost,
            state.eligibleOnly,
          ].join('|')}
          id={filtersPanelId}
          filters={state}
          tab={state.tab}
          onApply={(filters) => {
            update(filters);
            setFiltersOpen(false);
          }}
        />
      ) : null}
      <Tabs value={state.tab} onValueChange={(tab) => update({ tab: tab as FindState['tab'] })}>
        <TabsList aria-label="Show">
          <TabsTrigger value="games">Games</TabsTrigger>
          <TabsTrigger value="venues">Venues</TabsTrigger>
        </TabsList>
        <TabsContent value="games">
          <GamesPanel
            request={gamesRequest}
            view={state.view}
            onViewChange={(view) => update({ view })}
            onSortChange={(sort) => update({ sort })}
            near={place.near}
            enabled={place.settled}
          />
        </TabsContent>
        <TabsContent value="venues">
          <VenuesPanel
            request={venuesRequest}
            view={state.view}
            onViewChange={(view) => update({ view })}
            enabled={place.settled}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}
