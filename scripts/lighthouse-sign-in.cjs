// Lighthouse CI's sign-in for the signed-in pages (lighthouserc.cjs: the dashboard, Find, a game's page): sets the seeded viewer's session
// cookie in the browser the runs use, as a browser that signed in holds it. An extra request header
// would reach the page's requests but not its realtime socket, whose refusal logs a console error.
const { createHmac } = require('node:crypto');

// The seeded viewer's session (bench/lighthouse-session.ts), signed as better-auth signs its cookie.
const SECRET = 'lighthouse-secret-lighthouse-secret-0001';
const TOKEN = 'lighthouse-viewer-session-token-000000001';

/** @param {import('puppeteer-core').Browser} browser @param {{ url: string }} context */
module.exports = async function signIn(browser, { url }) {
  const signature = createHmac('sha256', SECRET).update(TOKEN).digest('base64');
  await browser.setCookie({
    name: 'rally.session_token',
    value: encodeURIComponent(`${TOKEN}.${signature}`),
    domain: new URL(url).hostname,
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
  });
};
