import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useVenues, type VenuesRequest } from '../api/get-venues.ts';
import type { FindState } from '../lib/find-state.ts';
import { VenuesList } from './venues-list.tsx';
import { VenuesMap } from './venues-map.tsx';

type VenuesPanelProps = {
  request: VenuesRequest;
  view: FindState['view'];
  onViewChange: (view: FindState['view']) => void;
  /** False until the player's place is known. */
  enabled: boolean;
};

/** The Venues tab of /find, as a list or a map. */
export function VenuesPanel({ request, view, onViewChange, enabled }: VenuesPanelProps) {
  const query = useVenues(request, enabled);
  return (
    <Tabs value={view} onValueChange={(value) => onViewChange(value as FindState['view'])}>
      <TabsList aria-label="Venues view">
        <TabsTrigger value="list">List</TabsTrigger>
        <TabsTrigger value="map">Map</TabsTrigger>
      </TabsList>
      <TabsContent value="list">
        <VenuesList query={query} />
      </TabsContent>
      <TabsContent value="map">
        {query.isSuccess ? <VenuesMap venues={query.data.venues} /> : <VenuesList query={query} />}
      </TabsContent>
    </Tabs>
  );
}
