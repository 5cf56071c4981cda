import { GAMES_TOPIC } from '@rally/shared/games/games.schemas';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import type { LocationsService } from './locations.service.ts';

/**
 * Drops the dashboard's shared busiest places whenever this process hears that a game was created,
 * cancelled or otherwise changed on the games list (any process's change arrives through the bus),
 * and when the bus may have missed events; a roster change moves no count of games, so it keeps them.
 * Answers the function that stops listening.
 */
export function forgetBusiestPlacesOnGameChanges(
  bus: Pick<RealtimeBus, 'subscribe' | 'onResync'>,
  locations: Pick<LocationsService, 'forgetBusiestPlaces'>,
): () => void {
  const stopHearing = bus.subscribe(GAMES_TOPIC, (event) => {
    if (event.type === 'game.changed' && event.change !== 'roster') locations.forgetBusiestPlaces();
  });
  const stopResync = bus.onResync(() => locations.forgetBusiestPlaces());
  return () => {
    stopHearing();
    stopResync();
  };
}
