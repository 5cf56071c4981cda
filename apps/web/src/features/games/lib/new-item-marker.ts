import { NEW_ITEM_STORAGE_KEY } from '@rally/shared/games/games.limits';
import type { NewItemMarker } from '@rally/shared/games/games.schemas';

/** Remembers what was just created, for the banner on /find (spec document 2 §2: session key newGameData). */
export function storeNewItemMarker(marker: NewItemMarker): void {
  sessionStorage.setItem(NEW_ITEM_STORAGE_KEY, JSON.stringify(marker));
}

/**
 * Whether a stored value is a marker this app wrote. Checked by hand, not with the marker's schema:
 * Find reads it on every load, and the schemas' module is too heavy for that page's first screen.
 */
function isNewItemMarker(value: unknown): value is NewItemMarker {
  if (typeof value !== 'object' || value === null) return false;
  const { type, id, title } = value as Record<string, unknown>;
  return (type === 'game' || type === 'league') && typeof id === 'string' && typeof title === 'string';
}

/** The marker left by a create, or null when there is none or it is not one we wrote. */
export function readNewItemMarker(): NewItemMarker | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(NEW_ITEM_STORAGE_KEY) ?? 'null');
    return isNewItemMarker(stored) ? { type: stored.type, id: stored.id, title: stored.title } : null;
  } catch {
    return null;
  }
}

/** Dismissing the banner or sending invites ends it. */
export function clearNewItemMarker(): void {
  sessionStorage.removeItem(NEW_ITEM_STORAGE_KEY);
}
