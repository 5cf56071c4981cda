import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { gameKeys } from '../../features/games/api/game-keys.ts';
import { loadFirstScreen } from './first-screen-data.ts';
import { PAGE_DATA_ELEMENT, seedFirstScreen } from './seed-first-screen.ts';

const game = { id: 'g1', title: 'Pickup at Lincoln Park' };

describe("a player's page's first screen", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("loads a game's page's game, at both its addresses, and sends only that query", async () => {
    for (const path of ['/game/g1', '/my-games/g1?from=push']) {
      const client = new QueryClient();
      client.setQueryData(['auth', 'session'], { user: { id: 'u1' } });
      const asked: string[] = [];
      const data = await loadFirstScreen(client, path, async (url) => {
        asked.push(url);
        return game;
      });
      expect(asked).toEqual(['/api/games/g1']);
      expect(data?.queries.map((query) => query.queryKey)).toEqual([gameKeys.detail('g1')]);

      // The browser's cache starts with it, as the server drew it.
      document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ELEMENT}">${JSON.stringify(data)}</script>`;
      const browser = new QueryClient();
      seedFirstScreen(browser);
      expect(browser.getQueryData(gameKeys.detail('g1'))).toEqual(game);
    }
  });

  it("loads Find's first page as the page asks for it before the player's position is known", async () => {
    const client = new QueryClient();
    const asked: string[] = [];
    const list = { games: [game], nextCursor: null };
    const position = { latitude: 39.78, longitude: -89.65, source: 'profile', label: 'Springfield, IL' };
    const data = await loadFirstScreen(client, '/find?q=park', async (url) => {
      asked.push(url);
      return url.startsWith('/api/locations/position') ? { position } : list;
    });
    expect(asked).toHaveLength(2);
    const listUrl = asked.find((url) => url.startsWith('/api/games?')) ?? '';
    expect(new URLSearchParams(listUrl.split('?')[1]).get('q')).toBe('park');
    expect(listUrl).not.toContain('lat=');
    // The place the list is measured from, named above it: the profile's.
    expect(asked).toContain('/api/locations/position');
    expect(data?.queries.map((query) => query.state.data)).toEqual(
      expect.arrayContaining([{ pages: [list], pageParams: [undefined] }, position]),
    );
  });

  it("loads the dashboard's place line, not its sections, which wait for the player's place", async () => {
    const position = { latitude: 39.78, longitude: -89.65, source: 'profile', label: 'Springfield, IL' };
    const asked: string[] = [];
    const data = await loadFirstScreen(new QueryClient(), '/dashboard', async (url) => {
      asked.push(url);
      return { position };
    });
    expect(asked).toEqual(['/api/locations/position']);
    expect(data?.queries.map((query) => query.state.data)).toEqual([position]);
  });

  it('sends nothing for a page that shows no answer first, or when the answer fails', async () => {
    const load = async () => game;
    // Find's map view draws its map in the browser, after the first paint.
    expect(await loadFirstScreen(new QueryClient(), '/find?view=map', load)).toBeUndefined();
    expect(await loadFirstScreen(new QueryClient(), '/profile', load)).toBeUndefined();
    const failing = async () => {
      throw new Error('/api/games/g1 answered 404');
    };
    const client = new QueryClient();
    expect(await loadFirstScreen(client, '/game/g1', failing)).toBeUndefined();
    expect(client.getQueryData(gameKeys.detail('g1'))).toBeUndefined();
  });
});
