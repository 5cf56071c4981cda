import {
  placeSuggestionListSchema,
  placeSuggestionsQuery,
  playerPositionQuery,
  playerPositionResponseSchema,
  popularLocationListSchema,
  popularLocationsQuery,
  venueListSchema,
  venuesQuery,
} from '@rally/shared/locations/locations.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.ts';
import { errorResponses, signedIn } from '../../plugins/docs.ts';
import type { LocationsService } from './locations.service.ts';

const tags = ['locations'];

/**
 * Suggestions are asked for as the user types (debounced by the client): a limit per user, counted
 * after sign-in (hence the preHandler hook), so one account cannot drain the geocoder's quota.
 */
const perUserSuggestions = {
  config: {
    rateLimit: {
      max: 120,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `places:${request.user?.id ?? request.ip}`,
    },
  },
};

export async function locationsRoutes(app: FastifyInstance, { locations }: { locations: LocationsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/places',
    {
      ...perUserSuggestions,
      schema: {
        tags,
        operationId: 'suggestPlaces',
        security: signedIn,
        summary: "Places for the location field: Rally's venues, then cities, then street addresses",
        querystring: placeSuggestionsQuery,
        response: { ...errorResponses(400, 401, 429), 200: placeSuggestionListSchema },
      },
    },
    async (request) => {
      const { q, lat, lng } = request.query;
      const near = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : undefined;
      return { places: await locations.suggestPlaces(q, near) };
    },
  );

  api.get(
    '/position',
    {
      schema: {
        tags,
        operationId: 'getPlayerPosition',
        security: signedIn,
        summary:
          "Where the player is for lists near them: the browser's position (named after its nearest city), else the profile's place",
        querystring: playerPositionQuery,
        response: { ...errorResponses(400, 401), 200: playerPositionResponseSchema },
      },
    },
    async (request) => ({ position: await locations.position(currentUser(request).id, request.query) }),
  );

  api.get(
    '/popular',
    {
      schema: {
        tags,
        operationId: 'listPopularLocations',
        security: signedIn,
        summary:
          'Places where games are played: nearby places with upcoming games first, then the busiest; with totals, distance and the position used',
        querystring: popularLocationsQuery,
        response: { ...errorResponses(400, 401), 200: popularLocationListSchema },
      },
    },
    async (request) => locations.popular(currentUser(request).id, request.query),
  );

  api.get(
    '/venues',
    {
      schema: {
        tags,
        operationId: 'listVenues',
        security: signedIn,
        summary:
          "Places with upcoming games, filtered by name, sport, cost and distance; nearest the player's position first",
        querystring: venuesQuery,
        response: { ...errorResponses(400, 401), 200: venueListSchema },
      },
    },
    async (request) => locations.venues(currentUser(request).id, request.query),
  );
}
