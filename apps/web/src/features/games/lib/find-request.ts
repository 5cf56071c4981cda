import type { FindGamesRequest } from '../api/get-games.ts';
import type { FindState } from './find-state.ts';

type Near = { lat: number; lng: number } | null;

/**
 * What the Games tab of /find asks for, from the address's state and where the player is (null: the
 * server measures from the profile's place). The server asks the same for the page it draws.
 */
export function findGamesRequestOf(state: FindState, near: Near): FindGamesRequest {
  return {
    q: state.location ? undefined : state.q || undefined,
    lat: near?.lat,
    lng: near?.lng,
    location: state.location || undefined,
    sport: state.sport,
    skillLevel: state.skillLevel,
    gender: state.gender,
    venueCost: state.venueCost,
    distance: state.distance,
    eligible: state.eligibleOnly ? 'only' : 'all',
    sort: state.sort,
  };
}
