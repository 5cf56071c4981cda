import type { GameList } from '@rally/shared/games/games.schemas';
import { NearPlaceControl } from '../../../components/near-place-control.tsx';
import { NativeSelect } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import type { LatLng } from '../../../lib/player-place.ts';
import { type FindGamesRequest, loadedGames, useGames } from '../api/get-games.ts';
import type { FindState } from '../lib/find-state.ts';
import { GamesList } from './games-list.tsx';
import { GamesMap } from './games-map.tsx';

type GamesPanelProps = {
  request: FindGamesRequest;
  view: FindState['view'];
  onViewChange: (view: FindState['view']) => void;
  onSortChange: (sort: FindState['sort']) => void;
  /** Where the player is (null: the server uses the profile's place). */
  near: LatLng | null;
  /** False until the player's place is known, so the list loads once. */
  enabled: boolean;
};

const originPoint = (origin: GameList['origin'] | undefined) =>
  origin ? { latitude: origin.latitude, longitude: origin.longitude } : null;

/**
 * The Games tab of /find: where the player is (or "Games near Toronto" when the search moved to a
 * place), the sort, and the list or the map.
 */
export function GamesPanel({ request, view, onViewChange, onSortChange, near, enabled }: GamesPanelProps) {
  const query = useGames(request, enabled);
  const first = query.data?.pages[0];
  return (
    <Tabs value={view} onValueChange={(value) => onViewChange(value as FindState['view'])}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TabsList aria-label="Games view">
          <TabsTrigger value="list">List</TabsTrigger>
          <TabsTrigger value="map">Map</TabsTrigger>
        </TabsList>
        <FormField label="Sort by" className="w-44">
          {(field) => (
            <NativeSelect
              {...field}
              value={request.sort}
              onChange={(event) => onSortChange(event.target.value as FindState['sort'])}
            >
              <option value="start">Soonest first</option>
              <option value="distance">Nearest first</option>
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="mt-3">
        {first?.near ? (
          <h2 className="text-lg font-bold">Games near {first.near.label}</h2>
        ) : (
          <NearPlaceControl />
        )}
      </div>
      <TabsContent value="list">
        <GamesList query={query} distance={request.distance} near={near} />
      </TabsContent>
      <TabsContent value="map">
        {query.isSuccess ? (
          <GamesMap games={loadedGames(query.data)} origin={originPoint(first?.origin)} />
        ) : (
          <GamesList query={query} distance={request.distance} near={near} />
        )}
      </TabsContent>
    </Tabs>
  );
}
