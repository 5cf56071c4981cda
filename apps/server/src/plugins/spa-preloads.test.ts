import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRoutePreloads, withPreloads } from './spa-preloads.ts';

async function buildWith(table: unknown) {
  const dir = await mkdtemp(join(tmpdir(), 'rally-preloads-'));
  await writeFile(join(dir, 'route-preloads.json'), JSON.stringify(table));
  return dir;
}

describe('route preloads', () => {
  const table = [
    { pattern: '/', files: ['/assets/home-a1.js'] },
    { pattern: '/game/:id', files: ['/assets/app-layout-b2.js', '/assets/game-detail-c3.js'] },
    { pattern: '/game/:gameId/review', files: ['/assets/game-review-d4.js'] },
  ];

  it("names a page's files, matching its parameters and nothing past them", async () => {
    const preloads = readRoutePreloads(await buildWith(table));
    expect(preloads.match('/game/7f3a')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/app-layout-b2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/game-detail-c3.js">',
    );
    expect(preloads.match('/game/7f3a/')).toContain('game-detail-c3.js');
    expect(preloads.match('/game/7f3a/review')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/game-review-d4.js">',
    );
    expect(preloads.match('/')).toContain('home-a1.js');
    expect(preloads.match('/gameX/1')).toBe('');
    expect(preloads.match('/nowhere')).toBe('');
  });

  it('names nothing when the build wrote no table', async () => {
    const preloads = readRoutePreloads(await mkdtemp(join(tmpdir(), 'rally-preloads-')));
    expect(preloads.match('/game/1')).toBe('');
  });

  it('refuses a table with a file that is not a built script, rather than write it into pages', async () => {
    const dir = await buildWith([{ pattern: '/', files: ['"><script>alert(1)</script>'] }]);
    expect(() => readRoutePreloads(dir)).toThrow();
  });

  it('puts the links at the end of the head', () => {
    expect(withPreloads('<head><title>Rally</title></head><body></body>', '<link>')).toBe(
      '<head><title>Rally</title><link></head><body></body>',
    );
    expect(withPreloads('<head></head>', '')).toBe('<head></head>');
  });
});
