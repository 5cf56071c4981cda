// The rate-limit text on its own, without the error schemas, as service-unavailable.ts is: the
// account screens' messages use it, and importing errors.ts would bring the validation library to
// the sign-in page.

/** What a user reads when a rate limit refuses a request: the one text for every limit without its own. */
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a moment and try again.';
