import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
});

const imageSources = async (env: Record<string, string> = {}) => {
  test = await buildTestApp({ env });
  const response = await test.app.inject({ method: 'GET', url: '/api/health' });
  const policy = String(response.headers['content-security-policy']);
  return /img-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
};

describe('map tiles and the Content-Security-Policy', () => {
  it("lets the browser load OpenStreetMap's tiles by default", async () => {
    expect(await imageSources()).toContain('https://tile.openstreetmap.org');
  });

  it("lets the browser load a configured provider's tiles, on any of its {s} subdomains", async () => {
    const sources = await imageSources({
      VITE_MAP_TILE_URL: 'https://{s}.Tiles.example.com/{z}/{x}/{y}.png?key=k',
    });
    expect(sources).toContain('https://*.tiles.example.com');
    expect(sources).not.toContain('https://tile.openstreetmap.org');
  });
});
