import {
  NEW_ITEM_STORAGE_KEY,
  type NewItemMarker,
  newItemMarkerSchema,
} from '@rally/shared/games/games.schemas';

/** Remembers what was just created, for the banner on /find (spec document 2 §2: session key newGameData). */
export function storeNewItemMarker(marker: NewItemMarker): void {
  sessionStorage.setItem(NEW_ITEM_STORAGE_KEY, JSON.stringify(marker));
}

/** The marker left by a create, or null when there is none or it is not one we wrote. */
export function readNewItemMarker(): NewItemMarker | null {
  try {
    const parsed = newItemMarkerSchema.safeParse(
      JSON.parse(sessionStorage.getItem(NEW_ITEM_STORAGE_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Dismissing the banner or sending invites ends it. */
export function clearNewItemMarker(): void {
  sessionStorage.removeItem(NEW_ITEM_STORAGE_KEY);
}
