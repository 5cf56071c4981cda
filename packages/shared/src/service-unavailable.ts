import type { ErrorCode } from './errors.ts';

// The outage texts on their own, without the error schemas: the web app's first script needs them
// (the banner, the API client), and importing errors.ts would bring the whole validation library along.

/**
 * The code of a 503: the service is down or overloaded for a moment (the database is unreachable or too
 * slow). Nothing is wrong with the request; asking again later will work.
 */
export const SERVICE_UNAVAILABLE_CODE = 'service_unavailable' satisfies ErrorCode;

/** What a user reads with a 503: nothing they did, and it will pass. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Rally is temporarily unavailable. Please try again in a moment.';
