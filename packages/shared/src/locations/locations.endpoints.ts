import { endpoint } from '../endpoint.ts';

const schemas = () => import('./locations.schemas.ts');

export const locationsEndpoints = {
  suggestPlaces: endpoint('GET', '/api/locations/places', () =>
    schemas().then((s) => ({ query: s.placeSuggestionsQuery, response: s.placeSuggestionListSchema })),
  ),
  getPlayerPosition: endpoint('GET', '/api/locations/position', () =>
    schemas().then((s) => ({ query: s.playerPositionQuery, response: s.playerPositionResponseSchema })),
  ),
  listPopularLocations: endpoint('GET', '/api/locations/popular', () =>
    schemas().then((s) => ({ query: s.popularLocationsQuery, response: s.popularLocationListSchema })),
  ),
  listVenues: endpoint('GET', '/api/locations/venues', () =>
    schemas().then((s) => ({ query: s.venuesQuery, response: s.venueListSchema })),
  ),
};
