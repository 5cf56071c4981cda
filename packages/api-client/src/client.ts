import createClient from 'openapi-fetch';
import type { paths } from './schema.gen.ts';

/**
 * A typed client for Rally's API, generated from its OpenAPI document (`npm run check:openapi` writes
 * schema.gen.ts). Requests carry the session cookie the way the browser does: `credentials: 'include'`.
 */
export function createRallyClient(baseUrl: string, fetchImpl: typeof fetch = fetch) {
  return createClient<paths>({ baseUrl, credentials: 'include', fetch: fetchImpl });
}
