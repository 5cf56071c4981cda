import { z } from 'zod';
import { latitudeQuery, longitudeQuery, milesQuery } from '../coordinates.ts';
import { DISTANCE_MILES_MAX, venueCostSchema } from '../games/games.schemas.ts';
import { sportNameSchema } from '../sport-name.schema.ts';

export { locationMessages } from './locations.messages.ts';

/** Spec document 2 §9: recent games window on locations, top badges, sport icons per location. */
export const RECENT_GAMES_WINDOW_DAYS = 7;
export const TOP_LOCATIONS_BADGED = 3;
export const LOCATION_SPORT_ICONS_MAX = 5;
export const PLACE_QUERY_MAX_LENGTH = 100;
export const PLACE_SUGGESTIONS_MAX = 8;
/**
 * "Near you": places with upcoming games within this many miles of the player list first, nearest
 * first; the rest follow in their list's own order.
 */
export const NEARBY_RADIUS_MILES = 50;
/**
 * OpenStreetMap's own tiles: free and keyless. `VITE_MAP_TILE_URL` replaces it for both the web build
 * (which draws them) and the server (whose Content-Security-Policy must allow their origin).
 */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** A place the location field suggests as the user types: one of Rally's venues, or a city. */
export const placeSuggestionSchema = z.object({
  name: z.string(),
  /** A second line: "Venue · 12 games" or the city's region and country. */
  detail: z.string().nullable(),
  kind: z.enum(['venue', 'city', 'address']),
  latitude: z.number(),
  longitude: z.number(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const placeSuggestionsQuery = z.object({
  q: z.string().trim().min(1).max(PLACE_QUERY_MAX_LENGTH),
  /** Bias toward the viewer: nearer places first among equals. */
  lat: latitudeQuery.optional(),
  lng: longitudeQuery.optional(),
});
export const placeSuggestionListSchema = z.object({ places: z.array(placeSuggestionSchema) });

/** The browser's position, as the lists' query strings carry it: both or neither count. */
export const devicePositionQuery = z.object({
  lat: latitudeQuery.optional(),
  lng: longitudeQuery.optional(),
});

/**
 * Where a list was measured from: the browser's position (`device`) or the profile's place
 * (`profile`); `label` names it for "Near Austin, TX" (a device position by its nearest city).
 */
export const playerPositionSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  source: z.enum(['device', 'profile']),
  label: z.string().nullable(),
});
export type PlayerPositionWire = z.infer<typeof playerPositionSchema>;

export const playerPositionQuery = devicePositionQuery;
export const playerPositionResponseSchema = z.object({ position: playerPositionSchema.nullable() });
export type PlayerPositionResponse = z.infer<typeof playerPositionResponseSchema>;

/** The location aggregate (spec document 2 §3), derived from games. */
export const popularLocationSchema = z.object({
  name: z.string(),
  gameCount: z.number().int(),
  upcomingGames: z.number().int(),
  /** Games in the last 7 days. */
  recentGames: z.number().int(),
  /** Distinct sports played there, most frequent first. */
  sports: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Miles from the viewer, when both positions are known. */
  distanceMiles: z.number().nullable(),
});
export type PopularLocation = z.infer<typeof popularLocationSchema>;

export const popularLocationsQuery = devicePositionQuery.extend({
  q: z.string().trim().max(PLACE_QUERY_MAX_LENGTH).optional(),
});
export const popularLocationListSchema = z.object({
  totals: z.object({ locations: z.number().int(), games: z.number().int(), upcomingGames: z.number().int() }),
  locations: z.array(popularLocationSchema),
  /** The position the places were ranked from, or null (no position: busiest first). */
  origin: playerPositionSchema.nullable(),
});
export type PopularLocationList = z.infer<typeof popularLocationListSchema>;

/** The Venues tab of /find: places where games are played, filtered by cost and sport. */
export const venueSchema = z.object({
  name: z.string(),
  sports: z.array(z.string()),
  upcomingGames: z.number().int(),
  /** free, paid, or mixed when its games differ. */
  cost: z.enum(['free', 'paid', 'mixed']),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  distanceMiles: z.number().nullable(),
});
export type Venue = z.infer<typeof venueSchema>;

export const venuesQuery = z.object({
  q: z.string().trim().max(PLACE_QUERY_MAX_LENGTH).optional(),
  sport: z.union([z.literal('all'), sportNameSchema]).default('all'),
  venueCost: z.union([z.literal('all'), venueCostSchema]).default('all'),
  distance: milesQuery(DISTANCE_MILES_MAX).optional(),
  lat: latitudeQuery.optional(),
  lng: longitudeQuery.optional(),
});
export const venueListSchema = z.object({
  venues: z.array(venueSchema),
  /** The position the venues were ranked from, or null. */
  origin: playerPositionSchema.nullable(),
});
export type VenueList = z.infer<typeof venueListSchema>;
