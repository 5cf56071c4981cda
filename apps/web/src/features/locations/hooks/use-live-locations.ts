import { GAMES_TOPIC } from '@rally/shared/games/game-topics';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../lib/realtime/use-realtime.ts';
import { locationsKeys } from '../api/locations-keys.ts';

/** A game created, joined, left or cancelled anywhere changes the counts: refresh the locations views. */
export function useLiveLocations() {
  const queryClient = useQueryClient();
  useRealtime(GAMES_TOPIC, (event) => {
    if (event.type === 'game.changed') void queryClient.invalidateQueries({ queryKey: locationsKeys.all });
  });
}
