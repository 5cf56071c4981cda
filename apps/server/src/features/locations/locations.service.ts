import { type GeoPoint, roundMiles } from '@rally/shared/great-circle';
import {
  NEARBY_RADIUS_MILES,
  PLACE_SUGGESTIONS_MAX,
  type PlaceSuggestion,
  type PlayerPositionWire,
  type PopularLocation,
  type PopularLocationList,
  RECENT_GAMES_WINDOW_DAYS,
  type Venue,
  type VenueList,
} from '@rally/shared/locations/locations.schemas';
import type { Clock } from '../../lib/clock.ts';
import { searchCities } from './city-gazetteer.ts';
import type { Geocoder } from './geocoder.ts';
import type { LocationQuery, LocationRow, LocationsRepository } from './locations.repository.ts';
import type { DevicePosition, PlayerPosition, PlayerPositions } from './player-position.ts';

/** The popular locations page lists at most this many places (the totals still count every one). */
export const POPULAR_LOCATIONS_MAX = 100;
/** The dashboard's Popular Locations card (spec document 1 §9). */
export const DASHBOARD_LOCATIONS = 3;
/** The Venues tab lists at most this many places. */
export const VENUES_MAX = 50;
/** Street-level results kept among the suggestions, so cities still show. */
const ADDRESS_SUGGESTIONS_MAX = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = {
  locationsRepo: Pick<LocationsRepository, 'venueSuggestions' | 'locations'>;
  geocoder: Geocoder;
  positions: PlayerPositions;
  clock: Clock;
};

/** The player's position as a list's `origin` and as the point it is measured from. */
const asOrigin = (position: PlayerPosition | null): PlayerPositionWire | null =>
  position && {
    latitude: position.latitude,
    longitude: position.longitude,
    source: position.source,
    label: position.label,
  };

const toPopular = (row: LocationRow): PopularLocation => ({
  name: row.name,
  gameCount: row.gameCount,
  upcomingGames: row.upcomingGames,
  recentGames: row.recentGames,
  sports: row.sports,
  latitude: row.latitude,
  longitude: row.longitude,
  distanceMiles: row.distanceMiles === null ? null : roundMiles(row.distanceMiles),
});

const toVenue = (row: LocationRow): Venue => ({
  name: row.name,
  sports: row.sports,
  upcomingGames: row.upcomingGames,
  cost: row.hasFree && row.hasPaid ? 'mixed' : row.hasPaid ? 'paid' : 'free',
  latitude: row.latitude,
  longitude: row.longitude,
  distanceMiles: row.distanceMiles === null ? null : roundMiles(row.distanceMiles),
});

export function createLocationsService({ locationsRepo, geocoder, positions, clock }: Deps) {
  function timeWindow(): Pick<LocationQuery, 'now' | 'recentSince'> {
    const now = clock.now();
    return { now, recentSince: new Date(now.getTime() - RECENT_GAMES_WINDOW_DAYS * DAY_MS) };
  }

  /** Measures from `position` and ranks its nearby places with upcoming games first (see `LocationQuery.near`). */
  const nearOf = (position: PlayerPosition | null, withinMiles?: number) =>
    position
      ? {
          latitude: position.latitude,
          longitude: position.longitude,
          nearbyMiles: NEARBY_RADIUS_MILES,
          withinMiles,
        }
      : undefined;

  return {
    /**
     * Where the player is, as every "near you" list measures it: the browser's position (named after
     * its nearest city), else the profile's place, else null. For "Near Austin, TX · change".
     */
    async position(viewerId: string, device: DevicePosition): Promise<PlayerPositionWire | null> {
      return asOrigin(await positions.of(viewerId, device));
    },

    /**
     * What the location field suggests for `text`: Rally's venues (places of earlier games, most games
     * first), then cities starting with it (larger first, nearer first around `near`), then street
     * addresses from the configured geocoder; at most eight.
     */
    async suggestPlaces(text: string, near?: GeoPoint): Promise<PlaceSuggestion[]> {
      const [venues, addresses] = await Promise.all([
        locationsRepo.venueSuggestions(text, PLACE_SUGGESTIONS_MAX),
        geocoder.search(text),
      ]);
      const fromVenues = venues.map(
        (venue): PlaceSuggestion => ({
          name: venue.name,
          detail: `Venue · ${venue.gameCount} ${venue.gameCount === 1 ? 'game' : 'games'}`,
          kind: 'venue',
          latitude: venue.latitude,
          longitude: venue.longitude,
        }),
      );
      const room = PLACE_SUGGESTIONS_MAX - fromVenues.length;
      const fromGeocoder = addresses
        .slice(0, Math.min(ADDRESS_SUGGESTIONS_MAX, room))
        .map((place): PlaceSuggestion => ({ ...place, kind: 'address' }));
      const venueNames = new Set(fromVenues.map((venue) => venue.name.toLowerCase()));
      const fromCities =
        room - fromGeocoder.length > 0
          ? (await searchCities(text, room - fromGeocoder.length + venueNames.size, near))
              .filter((city) => !venueNames.has(city.name.toLowerCase()))
              .slice(0, room - fromGeocoder.length)
              .map(
                (city): PlaceSuggestion => ({
                  name: city.name,
                  detail: city.region,
                  kind: 'city',
                  latitude: city.latitude,
                  longitude: city.longitude,
                }),
              )
          : [];
      return [...fromVenues, ...fromCities, ...fromGeocoder];
    },

    /**
     * The Popular Locations page: every place where games are played (private games count in the
     * numbers only), at most 100, with the totals over all that match `search`. Places with upcoming
     * games come first: those within `NEARBY_RADIUS_MILES` of the player nearest first, then the rest by
     * game count; places with none last. `origin` says where the player was placed (device, else profile).
     */
    async popular(
      viewerId: string,
      query: { q?: string | undefined } & DevicePosition = {},
    ): Promise<PopularLocationList> {
      const position = await positions.of(viewerId, { lat: query.lat, lng: query.lng });
      const { rows, totals } = await locationsRepo.locations({
        ...timeWindow(),
        filter: { search: query.q || undefined },
        order: 'game-count',
        limit: POPULAR_LOCATIONS_MAX,
        near: nearOf(position),
      });
      return { totals, locations: rows.map(toPopular), origin: asOrigin(position) };
    },

    /**
     * The dashboard's three popular locations, the player's own: places with upcoming games only,
     * within `NEARBY_RADIUS_MILES` of the player nearest first (a first screen never points across
     * the world), or the busiest anywhere when the player's position is unknown, each with its
     * distance from the player.
     */
    async dashboardLocations(viewerId: string, device?: DevicePosition): Promise<PopularLocation[]> {
      const position = await positions.of(viewerId, device);
      const { rows } = await locationsRepo.locations({
        ...timeWindow(),
        filter: {},
        order: 'upcoming',
        limit: DASHBOARD_LOCATIONS,
        near: nearOf(position, NEARBY_RADIUS_MILES),
        upcomingOnly: true,
      });
      return rows.map(toPopular);
    },

    /**
     * The Venues tab: places with upcoming games, filtered by name, sport and cost; measured from the
     * browser's position, else the profile's; within `distance` miles when given (places without
     * coordinates are kept, last); nearest first when a position is known, else most upcoming.
     */
    async venues(
      viewerId: string,
      query: {
        q?: string | undefined;
        sport: string;
        venueCost: string;
        distance?: number | undefined;
      } & DevicePosition,
    ): Promise<VenueList> {
      const position = await positions.of(viewerId, { lat: query.lat, lng: query.lng });
      const { rows } = await locationsRepo.locations({
        ...timeWindow(),
        filter: {
          search: query.q || undefined,
          sport: query.sport === 'all' ? undefined : query.sport,
          venueCost: query.venueCost === 'free' || query.venueCost === 'paid' ? query.venueCost : undefined,
        },
        order: position ? 'nearest' : 'upcoming',
        limit: VENUES_MAX,
        near: nearOf(position, query.distance),
        upcomingOnly: true,
      });
      return { venues: rows.map(toVenue), origin: asOrigin(position) };
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
