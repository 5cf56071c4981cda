import type { Session } from '@rally/shared/auth/auth.schemas';
import { replaceOnce, withRenderedPage } from '../../lib/html-template.ts';
import { PLAYER_SESSION_ELEMENT, PRERENDERED_FOR_PLAYER } from './prerendered-for.ts';
import { PAGE_DATA_ELEMENT } from './seed-first-screen.ts';

/** JSON to put in a script element: a `<` in a player's text cannot close the element early. */
function inScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A player's page, rendered on the server for their request, in the player-page template (index.html
 * with its scripts loaded after the first paint), with the session it was drawn with: the app reads
 * that session (prerendered-for.ts) and hydrates the page with it, and with the answers its first
 * screen was drawn with (`data`: a game's page, its game; first-screen-data.ts), when there are any.
 */
export function playerPageHtml(
  template: string,
  renderedPage: string,
  session: Session,
  data?: unknown,
): string {
  // Data blocks, not scripts: the Content Security Policy does not apply, and they never run.
  const sessionElement =
    `<script type="application/json" id="${PLAYER_SESSION_ELEMENT}">${inScriptElement(session)}</script>` +
    (data === undefined
      ? ''
      : `\n  <script type="application/json" id="${PAGE_DATA_ELEMENT}">${inScriptElement(data)}</script>`);
  // The session goes in first, so that nothing in the rendered page can be taken for the body's end.
  const html = replaceOnce(template, /<\/body>/, `${sessionElement}\n  </body>`, 'end of body');
  return withRenderedPage(html, renderedPage, PRERENDERED_FOR_PLAYER);
}
