import { locationsEndpoints as endpoints } from '@rally/shared/locations/locations.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/authenticate.ts';
import { signedIn } from '../../plugins/docs.ts';
import { route } from '../../plugins/endpoint-routes.ts';
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
  await route(
    app,
    endpoints.suggestPlaces,
    {
      tags,
      operationId: 'suggestPlaces',
      security: signedIn,
      summary: "Places for the location field: Rally's venues, then cities, then street addresses",
      errors: [400, 401, 429],
      options: { ...perUserSuggestions },
    },
    async (request) => {
      const { q, lat, lng } = request.query;
      const near = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : undefined;
      return { places: await locations.suggestPlaces(q, near) };
    },
  );

  await route(
    app,
    endpoints.getPlayerPosition,
    {
      tags,
      operationId: 'getPlayerPosition',
      security: signedIn,
      summary:
        "Where the player is for lists near them: the browser's position (named after its nearest city), else the profile's place",
      errors: [400, 401],
    },
    async (request) => ({ position: await locations.position(currentUser(request).id, request.query) }),
  );

  await route(
    app,
    endpoints.listPopularLocations,
    {
      tags,
      operationId: 'listPopularLocations',
      security: signedIn,
      summary:
        'Places where games are played: nearby places with upcoming games first, then the busiest; with totals, distance and the position used',
      errors: [400, 401],
    },
    async (request) => locations.popular(currentUser(request).id, request.query),
  );

  await route(
    app,
    endpoints.listVenues,
    {
      tags,
      operationId: 'listVenues',
      security: signedIn,
      summary:
        "Places with upcoming games, filtered by name, sport, cost and distance; nearest the player's position first",
      errors: [400, 401],
    },
    async (request) => locations.venues(currentUser(request).id, request.query),
  );
}
