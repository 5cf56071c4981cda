import { bestCity, cityLabel } from '../locations/city-gazetteer.ts';
import type { PlaceLocator } from './place-locator.ts';

/** A place a find search named, with the name the list titles it by ("Games near Toronto, Canada"). */
export type SearchPlace = { label: string; latitude: number; longitude: number };

/** Turns a find search's text into the place it names, or null when it names none. */
export type SearchPlaceFinder = { find(text: string): Promise<SearchPlace | null> };

/**
 * A city of the gazetteer first ("Toronto", "Austin, TX": the largest of that exact name, narrowed by a
 * state or country code), labelled as "Near ..." labels a city ("Toronto, Canada", "Austin, TX"); else one of Rally's venues of that exact name (or
 * whatever else the locator knows), labelled as typed.
 */
export function createSearchPlaceFinder({ places }: { places: PlaceLocator }): SearchPlaceFinder {
  return {
    async find(text) {
      const typed = text.trim();
      if (!typed) return null;
      const city = await bestCity(typed);
      if (city) {
        return { label: cityLabel(city), latitude: city.latitude, longitude: city.longitude };
      }
      const venue = await places.locate(typed);
      return venue ? { label: typed, ...venue } : null;
    },
  };
}
