/**
 * The signed-in viewer of the page-speed measurements: a fixed secret and session token, so the
 * Lighthouse runs (and the Lighthouse CI config, which computes the same cookie) can sign in with a header.
 */
export const LIGHTHOUSE_SECRET = 'lighthouse-secret-lighthouse-secret-0001';
export const LIGHTHOUSE_SESSION_TOKEN = 'lighthouse-viewer-session-token-000000001';
