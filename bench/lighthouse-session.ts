/**
 * The signed-in viewer of the page-speed measurements: a fixed secret and session token, so the
 * Lighthouse runs (and Lighthouse CI's sign-in, scripts/lighthouse-sign-in.cjs, which computes the same
 * cookie) can sign the browser in.
 */
export const LIGHTHOUSE_SECRET = 'lighthouse-secret-lighthouse-secret-0001';
export const LIGHTHOUSE_SESSION_TOKEN = 'lighthouse-viewer-session-token-000000001';
/** The first of the games near the viewer (bench/lighthouse-nearby-seed.ts): the game page measured. */
export const LIGHTHOUSE_GAME_ID = '6c1f6a52-9d1e-4b7e-8f3a-2b5d4c3e1a01';
