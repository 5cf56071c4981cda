import {
  PLACE_SUGGESTIONS_MAX,
  type PlaceSuggestion,
  type PopularLocation,
  type PopularLocationList,
  RECENT_GAMES_WINDOW_DAYS,
  type Venue,
} from '@rally/shared/locations/locations.schemas';
import type { Clock } from '../../lib/clock.ts';
import { searchCities } from './city-gazetteer.ts';
import { earthDistanceMiles, type GeoPoint, roundMiles } from './geo-distance.ts';
import type { Geocoder } from './geocoder.ts';
import type { LocationQuery, LocationRow, LocationsRepository } from './locations.repository.ts';
import type { PlayerPositions } from './player-position.ts';
import { createSharedResultCache } from './shared-result-cache.ts';

/** The popular locations page lists at most this many places (the totals still count every one). */
export const POPULAR_LOCATIONS_MAX = 100;
/** The dashboard's Popular Locations card (spec document 1 §9). */
export const DASHBOARD_LOCATIONS = 3;
/** The Venues tab lists at most this many places. */
export const VENUES_MAX = 50;
/** Street-level results kept among the suggestions, so cities still show. */
const ADDRESS_SUGGESTIONS_MAX = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How long the dashboard's busiest places are shared before they are counted again. Counting them
 * reads every upcoming game (a second and more at a million games) and the answer is the same for
 * every viewer, so one viewer a minute per process pays for it. The staleness bound: a game created or
 * cancelled anywhere shows within this long, and at once on a process that hears its `game.changed`
 * event (`forgetBusiestPlaces`); the upcoming and recent counts age by at most this long too.
 */
export const BUSIEST_PLACES_TTL_MS = 60_000;

type Deps = {
  locationsRepo: Pick<LocationsRepository, 'venueSuggestions' | 'locations' | 'busiestUpcomingPlaces'>;
  geocoder: Geocoder;
  positions: PlayerPositions;
  clock: Clock;
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
  /** Where the user's profile says they are, when that names a known place. */
  async function profilePosition(userId: string): Promise<GeoPoint | null> {
    const position = await positions.of(userId);
    return position && { latitude: position.latitude, longitude: position.longitude };
  }

  function timeWindow(): Pick<LocationQuery, 'now' | 'recentSince'> {
    const now = clock.now();
    return { now, recentSince: new Date(now.getTime() - RECENT_GAMES_WINDOW_DAYS * DAY_MS) };
  }

  /** The places with the most upcoming games and their totals, measured from nowhere: the same for everyone. */
  const busiestPlaces = createSharedResultCache({
    ttlMs: BUSIEST_PLACES_TTL_MS,
    now: () => clock.now().getTime(),
    async compute(): Promise<LocationRow[]> {
      const period = timeWindow();
      const places = await locationsRepo.busiestUpcomingPlaces(period.now, DASHBOARD_LOCATIONS);
      if (places.length === 0) return [];
      const { rows } = await locationsRepo.locations({
        ...period,
        filter: { places },
        order: 'upcoming',
        limit: DASHBOARD_LOCATIONS,
      });
      return rows;
    },
  });

  return {
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
     * numbers only), most games first, at most 100, with the totals over all that match `search`, and
     * each place's distance from the viewer's profile location when both are known.
     */
    async popular(viewerId: string, search?: string): Promise<PopularLocationList> {
      const near = await profilePosition(viewerId);
      const { rows, totals } = await locationsRepo.locations({
        ...timeWindow(),
        filter: { search: search || undefined },
        order: 'game-count',
        limit: POPULAR_LOCATIONS_MAX,
        near: near ?? undefined,
      });
      return { totals, locations: rows.map(toPopular) };
    },

    /**
     * The dashboard's three popular locations: the places with the most upcoming games (none without
     * one), with their totals and the real distance from the viewer's profile location (null when
     * either place is unknown). The places and totals are shared by every viewer for up to
     * `BUSIEST_PLACES_TTL_MS` (two statements, whatever the number of games, once a minute); only the
     * distance is the viewer's, measured here as `earth_distance` would.
     */
    async dashboardLocations(viewerId: string): Promise<PopularLocation[]> {
      const [near, rows] = await Promise.all([profilePosition(viewerId), busiestPlaces.get()]);
      return rows.map((row) =>
        toPopular({
          ...row,
          distanceMiles:
            near && row.latitude !== null && row.longitude !== null
              ? earthDistanceMiles(near, { latitude: row.latitude, longitude: row.longitude })
              : null,
        }),
      );
    },

    /** Counts the dashboard's busiest places afresh on the next read (a game was created or cancelled). */
    forgetBusiestPlaces() {
      busiestPlaces.forget();
    },

    /**
     * The Venues tab: places with upcoming games, filtered by name, sport and cost; measured from the
     * given position (else the profile's); within `distance` miles when given (places without
     * coordinates are kept, last); nearest first when a position is known, else most upcoming.
     */
    async venues(
      viewerId: string,
      query: {
        q?: string | undefined;
        sport: string;
        venueCost: string;
        distance?: number | undefined;
        lat?: number | undefined;
        lng?: number | undefined;
      },
    ): Promise<Venue[]> {
      const near =
        query.lat !== undefined && query.lng !== undefined
          ? { latitude: query.lat, longitude: query.lng }
          : await profilePosition(viewerId);
      const { rows } = await locationsRepo.locations({
        ...timeWindow(),
        filter: {
          search: query.q || undefined,
          sport: query.sport === 'all' ? undefined : query.sport,
          venueCost: query.venueCost === 'free' || query.venueCost === 'paid' ? query.venueCost : undefined,
        },
        order: near ? 'nearest' : 'upcoming',
        limit: VENUES_MAX,
        near: near ? { ...near, withinMiles: query.distance } : undefined,
        upcomingOnly: true,
      });
      return rows.map(toVenue);
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
