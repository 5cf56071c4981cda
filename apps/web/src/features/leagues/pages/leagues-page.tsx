import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { LeagueList } from '@rally/shared/leagues/leagues.schemas';
import { CompassIcon, PlusIcon, TrophyIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NearPlaceControl } from '../../../components/near-place-control.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { usePlayerPlace } from '../../../lib/use-player-place.ts';
import { useLeagues } from '../api/get-leagues.ts';
import { DiscoverLeagueCard } from '../components/discover-league-card.tsx';
import { LeagueSportFilter } from '../components/league-sport-filter.tsx';
import { LeaguesGrid } from '../components/leagues-grid.tsx';
import { MyLeagueCard } from '../components/my-league-card.tsx';
import {
  type LeaguesListState,
  leaguesListParams,
  parseLeaguesListState,
} from '../lib/leagues-list-state.ts';

const SEARCH_PAUSE_MS = 300;
const trigger = 'h-9 flex-1 gap-1.5 sm:flex-none sm:px-4';

/**
 * /leagues (spec document 2 §2): the viewer's leagues and the ones to discover, searched by name and,
 * on Discover, filtered by sport. Tab, search and sport live in the address, so a reload keeps them.
 */
export function LeaguesPage() {
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const state = parseLeaguesListState(params);
  const [search, setSearch] = useState(state.q);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const place = usePlayerPlace();
  const leagues = useLeagues(
    { q: state.q || undefined, sport: state.sport, ...(place.near ?? {}) },
    place.settled,
  );

  const update = (next: Partial<LeaguesListState>) =>
    setParams((current) => leaguesListParams({ ...parseLeaguesListState(current), ...next }), {
      replace: true,
    });

  // The search applies once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new settled text should apply
  useEffect(() => {
    if (settledSearch !== parseLeaguesListState(params).q) update({ q: settledSearch });
  }, [settledSearch]);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 md:px-8 md:py-10">
      <title>Leagues · Rally</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">Leagues</h1>
        <Button asChild>
          <Link to={paths.leagueCreate.getHref()}>
            <PlusIcon aria-hidden />
            Create League
          </Link>
        </Button>
      </div>
      <form
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: search.trim() });
        }}
      >
        <label htmlFor={searchId} className="sr-only">
          Search leagues
        </label>
        <SearchInput
          id={searchId}
          value={search}
          placeholder="Search leagues"
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>
      <Tabs
        className="mt-6"
        value={state.tab}
        onValueChange={(value) => update({ tab: value === 'discover' ? 'discover' : 'mine' })}
      >
        <TabsList className="flex h-11 w-full sm:inline-flex sm:w-auto">
          <TabsTrigger value="mine" className={trigger}>
            My Leagues ({leagues.data?.mine.length ?? 0})
          </TabsTrigger>
          <TabsTrigger value="discover" className={trigger}>
            Discover ({leagues.data?.discoverCount ?? 0})
          </TabsTrigger>
        </TabsList>
        <TabsContent value="mine">
          <ListBody
            query={leagues}
            failure={leagueMessages.listLoadFailed}
            render={(list) =>
              list.mine.length === 0 ? (
                <EmptyState
                  icon={TrophyIcon}
                  title={leagueMessages.noLeaguesTitle}
                  detail={leagueMessages.noLeaguesDetail}
                  bordered
                />
              ) : (
                <LeaguesGrid label="My Leagues">
                  {list.mine.map((league) => (
                    <li key={league.id} className="flex">
                      <MyLeagueCard league={league} />
                    </li>
                  ))}
                </LeaguesGrid>
              )
            }
          />
        </TabsContent>
        <TabsContent value="discover" className="grid gap-4">
          <NearPlaceControl />
          <LeagueSportFilter value={state.sport} onChange={(sport) => update({ sport })} />
          <ListBody
            query={leagues}
            failure={leagueMessages.discoverLoadFailed}
            render={(list) =>
              list.discover.length === 0 ? (
                <EmptyState
                  icon={CompassIcon}
                  title={leagueMessages.noDiscoverTitle}
                  detail={
                    list.anyToDiscover ? leagueMessages.noDiscoverSearch : leagueMessages.noDiscoverAtAll
                  }
                  bordered
                />
              ) : (
                <>
                  <LeaguesGrid label="Leagues to discover">
                    {list.discover.map((league) => (
                      <li key={league.id} className="flex">
                        <DiscoverLeagueCard league={league} />
                      </li>
                    ))}
                  </LeaguesGrid>
                  {list.discoverCount > list.discover.length ? (
                    <p className="text-center text-sm text-muted-foreground">
                      {list.near
                        ? `Showing the ${list.discover.length} leagues nearest to you of ${list.discoverCount}`
                        : `Showing the ${list.discover.length} leagues with the most members of ${list.discoverCount}`}
                      . Search or pick a sport to find the others.
                    </p>
                  ) : null}
                </>
              )
            }
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}

type ListBodyProps = {
  query: ReturnType<typeof useLeagues>;
  failure: string;
  render(list: LeagueList): ReactNode;
};

/** One tab's loading, error (with retry) or loaded state. */
function ListBody({ query, failure, render }: ListBodyProps) {
  if (query.isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-muted-foreground">
        Loading leagues...
      </p>
    );
  }
  if (query.isError) {
    return <LoadError message={failure} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <>{render(query.data)}</>;
}
