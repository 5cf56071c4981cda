import type { Session } from '@rally/shared/auth/auth.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { playerPageHtml } from './player-page.ts';
import { PRERENDERED_FOR_PLAYER, PRERENDERED_FOR_VISITOR, prerenderedFor } from './prerendered-for.ts';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Rally</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const session: Session = {
  user: {
    id: 'u1',
    email: 'ana@example.com',
    username: 'ana',
    name: 'Ana </script><script>alert(1)</script>',
    emailVerified: true,
    isAdmin: false,
    profileComplete: true,
  },
  expiresAt: '2026-12-01T00:00:00.000Z',
};

describe('playerPageHtml', () => {
  const html = playerPageHtml(template, '<title>Dashboard · Rally</title><p>Hi, Ana</p>', session);

  it('puts the rendered page in a marked #root and its title in the head', () => {
    expect(html).toContain(`<div id="root" ${PRERENDERED_FOR_PLAYER}><p>Hi, Ana</p></div>`);
    expect(html).toContain('<title>Dashboard · Rally</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("carries what the page was drawn with, when it has any (a game's page), as JSON too", () => {
    const data = {
      queries: [{ queryKey: ['games', 'detail', 'g1'], state: { data: { title: '</script>' } } }],
    };
    const withData = playerPageHtml(template, '<p>Pickup</p>', session, data);
    const element = /<script type="application\/json" id="player-page-data">([\s\S]*?)<\/script>/.exec(
      withData,
    );
    expect(element?.[1]).not.toContain('<');
    expect(JSON.parse(element?.[1] ?? '')).toEqual(data);
    expect(html).not.toContain('player-page-data');
  });

  it('carries the session as JSON that no text of the player can break out of', () => {
    const element = /<script type="application\/json" id="player-session">([\s\S]*?)<\/script>/.exec(html);
    expect(element?.[1]).not.toContain('<');
    expect(JSON.parse(element?.[1] ?? '')).toEqual(session);
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

describe('prerenderedFor', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const rootOf = (body: string) => {
    document.body.innerHTML = body;
    return document.getElementById('root') as HTMLElement;
  };

  it('reads the session a player page was drawn with', () => {
    const html = playerPageHtml(template, '<p>Hi, Ana</p>', session);
    const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
    expect(prerenderedFor(rootOf(body))).toEqual(session);
  });

  it("knows a visitor's page has no session, and a frame was drawn for nobody", () => {
    expect(prerenderedFor(rootOf(`<div id="root" ${PRERENDERED_FOR_VISITOR}></div>`))).toBeNull();
    expect(prerenderedFor(rootOf('<div id="root"><p>Loading...</p></div>'))).toBeUndefined();
    // A player page without its session cannot be taken over: the app draws it again.
    expect(prerenderedFor(rootOf(`<div id="root" ${PRERENDERED_FOR_PLAYER}></div>`))).toBeUndefined();
  });
});
