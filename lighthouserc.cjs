// Lighthouse CI: the page budgets that do not depend on the machine's speed (bytes, requests, layout
// shift, the accessibility, best-practices and SEO scores), asserted against the built app served by
// the real server. Run through `npm run test:budgets` (scripts/lighthouse-budgets.mjs), which starts
// the server (bench/lighthouse-server.ts) and collects the visitors' pages, then the signed-in
// dashboard, Find and a game's page signed in as the seeded viewer, who has 16 games near them
// (LHCI_SIGNED_IN=1, scripts/lighthouse-sign-in.cjs).
const baseUrl = process.env.LHCI_BASE_URL ?? 'http://127.0.0.1:4320';
const signedIn = process.env.LHCI_SIGNED_IN === '1';
const chromeFlags = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

const KB = 1024;
/** The first game near the seeded viewer (bench/lighthouse-session.ts, LIGHTHOUSE_GAME_ID). */
const GAME_ID = '6c1f6a52-9d1e-4b7e-8f3a-2b5d4c3e1a01';

/** The budgets every page keeps, whatever it shows. */
const everyPage = {
  'cumulative-layout-shift': ['error', { maxNumericValue: 0.05 }],
  'categories:accessibility': ['error', { minScore: 0.95 }],
  'categories:best-practices': ['error', { minScore: 0.95 }],
  'categories:seo': ['error', { minScore: 0.95 }],
};

/** Transferred bytes (compressed) and requests per page, a little above what the page loads today. */
function weight({ scriptKb, totalKb, requests }) {
  return {
    ...everyPage,
    'resource-summary:script:size': ['error', { maxNumericValue: scriptKb * KB }],
    'resource-summary:total:size': ['error', { maxNumericValue: totalKb * KB }],
    'resource-summary:total:count': ['error', { maxNumericValue: requests }],
  };
}

module.exports = {
  ci: {
    collect: {
      url: signedIn
        ? [`${baseUrl}/dashboard`, `${baseUrl}/find`, `${baseUrl}/game/${GAME_ID}`]
        : [`${baseUrl}/`, `${baseUrl}/auth`],
      numberOfRuns: 1,
      // Signed in, the runs share a browser that holds the viewer's cookie, launched with these flags.
      ...(signedIn
        ? {
            puppeteerScript: 'scripts/lighthouse-sign-in.cjs',
            puppeteerLaunchOptions: { args: chromeFlags },
            chromePath: process.env.CHROME_PATH,
          }
        : {}),
      settings: {
        ...(signedIn ? {} : { chromeFlags: ['--headless=new', ...chromeFlags].join(' ') }),
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // A busy CI machine can take long to paint; the budgets do not depend on how long.
        maxWaitForFcp: 90_000,
        maxWaitForLoad: 120_000,
      },
    },
    assert: {
      assertMatrix: [
        // The landing page is prerendered HTML with no script (apps/web/vite-prerender.ts).
        { matchingUrlPattern: '/$', assertions: weight({ scriptKb: 1, totalKb: 90, requests: 20 }) },
        // The sign-in form is prerendered too; the app's scripts, with no validation library, follow it.
        { matchingUrlPattern: '/auth$', assertions: weight({ scriptKb: 170, totalKb: 225, requests: 26 }) },
        // The player's first screen is rendered by the server; the signed-in frame follows it, without
        // the validation library or the word lists (decisions 17 and 18), and on a phone without the
        // rail's menus (decision 19). Games for you and the place they are measured from (with its
        // "Change" control) added 17 KB and one request.
        {
          matchingUrlPattern: '/dashboard$',
          assertions: weight({ scriptKb: 225, totalKb: 300, requests: 48 }),
        },
        // Find and a game's page are drawn by the server too, Find with the first page of its list and the
        // place it is measured from, a game's page with its game (decision 22); Leaflet loads only with
        // the map's view. Neither loads the validation library: their forms load their schemas on the
        // first send, and the games' bounds and texts come in a chunk of plain values (vite.config.ts).
        { matchingUrlPattern: '/find$', assertions: weight({ scriptKb: 260, totalKb: 345, requests: 56 }) },
        // Game day (its chat, check-in, attendance, teams and result) took a game's page 3.2 KB of script past
        // its budget, once its chat's composer stopped loading the validation library and word lists (43 KB).
        // Safety added 4.3 KB more (252.3 measured): the fair-play badges and requirement, the tombstones,
        // and the Report and More buttons, whose menu and dialogs load only when pressed.
        {
          matchingUrlPattern: '/game/[^/]+$',
          assertions: weight({ scriptKb: 255, totalKb: 330, requests: 48 }),
        },
      ],
    },
  },
};
