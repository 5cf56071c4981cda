import { useSyncExternalStore } from 'react';
import {
  type LatLng,
  nearOf,
  type PlayerPlaceState,
  playerPlaceServerSnapshot,
  playerPlaceSnapshot,
  subscribePlayerPlace,
} from './player-place.ts';

export type PlayerPlace = PlayerPlaceState & {
  /** The position every near list sends; null lets the server use the profile's place. */
  near: LatLng | null;
};

/**
 * Where the player is (lib/player-place.ts). Until `settled`, a near list waits rather than loading twice:
 * the server's render and the hydration see it unsettled, so both draw the same first screen.
 */
export function usePlayerPlace(): PlayerPlace {
  const state = useSyncExternalStore(subscribePlayerPlace, playerPlaceSnapshot, playerPlaceServerSnapshot);
  return { ...state, near: nearOf(state.choice) };
}
