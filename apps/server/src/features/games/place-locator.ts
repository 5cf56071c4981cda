/** A position on the globe, in degrees. */
export type Coordinates = { latitude: number; longitude: number };

/**
 * Turns a place's name (a profile's location, a venue typed by hand) into coordinates, or null when it
 * is not known. The find list uses it for a viewer without a device position.
 */
export type PlaceLocator = { locate(text: string): Promise<Coordinates | null> };

/** Knows no place: distances are then measured only from a device position. */
export const noPlaceLocator: PlaceLocator = { locate: async () => null };
