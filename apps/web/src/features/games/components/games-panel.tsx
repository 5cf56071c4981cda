import type { GameList } from '@rally/shared/games/games.schemas';
import { NativeSelect } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { type FindGamesRequest, loadedGames, useGames } from '../api/get-games.ts';
import type { FindState } from '../lib/find-state.ts';
import type { ViewerPosition } from '../lib/viewer-position.ts';
import { DistanceOrigin } from './distance-origin.tsx';
import { GamesList } from './games-list.tsx';
import { GamesMap } from './games-map.tsx';

type GamesPanelProps = {
  request: FindGamesRequest;
  view: FindState['view'];
  onViewChange: (view: FindState['view']) => void;
  onSortChange: (sort: FindState['sort']) => void;
  position: ViewerPosition | null;
  onPositionChange: (position: ViewerPosition | null) => void;
};

const originPoint = (origin: GameList['origin'] | undefined) =>
  origin ? { latitude: origin.latitude, longitude: origin.longitude } : null;

/** The Games tab of /find: where distances come from, the sort, and the list or the map. */
export function GamesPanel({
  request,
  view,
  onViewChange,
  onSortChange,
  position,
  onPositionChange,
}: GamesPanelProps) {
  const query = useGames(request);
  const origin = query.data?.pages[0]?.origin;
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
        <DistanceOrigin position={position} origin={origin} onPositionChange={onPositionChange} />
      </div>
      <TabsContent value="list">
        <GamesList query={query} />
      </TabsContent>
      <TabsContent value="map">
        {query.isSuccess ? (
          <GamesMap games={loadedGames(query.data)} origin={originPoint(origin)} />
        ) : (
          <GamesList query={query} />
        )}
      </TabsContent>
    </Tabs>
  );
}
