import { NEW_ITEM_STORAGE_KEY } from '@rally/shared/games/games.limits';
import type { NewItemMarker } from '@rally/shared/games/games.schemas';

/**
 * Leaves the marker the /find banner reads after a create (spec document 2 §2: session key
 * newGameData), so it says `Your league "{title}" has been created!` and offers Invite Friends.
 */
export function storeNewLeagueMarker(league: { id: string; name: string }): void {
  const marker: NewItemMarker = { type: 'league', id: league.id, title: league.name };
  sessionStorage.setItem(NEW_ITEM_STORAGE_KEY, JSON.stringify(marker));
}
