/** The focus ring every navigation control shares, visible on the dark rail and the light bars alike. */
export const focusRing =
  'outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';
