import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

type Place = { name: string; kind: string; detail: string | null; latitude: number; longitude: number };

const suggest = async (user: TestUser, query: string): Promise<Place[]> => {
  const response = await user.client.get(`/api/locations/places?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().places;
};

describe('place suggestions', () => {
  let test: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    test = await buildTestApp();
    user = await createUser(test, { name: 'Player' });
  });
  afterAll(async () => {
    await test.close();
  });

  it("suggests Rally's venues with coordinates first, most games first, then cities", async () => {
    const position = { latitude: 30.26, longitude: -97.75 };
    await insertGame(test, user.id, { location: 'Austin Sports Center', ...position });
    await insertGame(test, user.id, { location: 'Austin Sports Center', ...position });
    await insertGame(test, user.id, { location: 'Austin Tennis Club', ...position });
    await insertGame(test, user.id, { location: 'Austin Park (no pin)' });

    const places = await suggest(user, 'q=austin');
    expect(places.slice(0, 2)).toEqual([
      { name: 'Austin Sports Center', detail: 'Venue · 2 games', kind: 'venue', ...position },
      { name: 'Austin Tennis Club', detail: 'Venue · 1 game', kind: 'venue', ...position },
    ]);
    expect(places[2]).toMatchObject({ name: 'Austin', detail: 'TX, US', kind: 'city' });
    expect(places.some((place) => place.name === 'Austin Park (no pin)')).toBe(false);
    expect(places.length).toBeLessThanOrEqual(8);
  });

  it('matches cities whatever their accents and case, larger first, at most 8', async () => {
    const places = await suggest(user, `q=${encodeURIComponent('SAO PAU')}`);
    expect(places[0]).toMatchObject({ name: 'São Paulo', kind: 'city', detail: 'BR' });
    const many = await suggest(user, 'q=san');
    expect(many).toHaveLength(8);
    // The largest city whose name starts with "san" leads.
    expect(many[0]?.name).toBe('Santiago');
  });

  it("puts cities near the viewer's position first", async () => {
    const fromTexas = await suggest(user, 'q=paris&lat=33.66&lng=-95.55');
    expect(fromTexas[0]).toMatchObject({ name: 'Paris', detail: 'TX, US' });
    const fromAnywhere = await suggest(user, 'q=paris');
    expect(fromAnywhere[0]).toMatchObject({ name: 'Paris', detail: 'FR' });
  });

  it('limits suggestions per user, not per address: 120 a minute each', async () => {
    const eager = await createUser(test, { name: 'Eager typist' });
    const ask = (person: TestUser) => person.client.get('/api/locations/places?q=zz');
    for (let count = 0; count < 120; count++) expect((await ask(eager)).statusCode).toBe(200);
    expect((await ask(eager)).statusCode).toBe(429);
    // The same address, another account: still served.
    expect((await ask(user)).statusCode).toBe(200);
  });

  it('refuses an empty or overlong term, a bad position and a signed-out request', async () => {
    expect((await user.client.get('/api/locations/places?q=')).statusCode).toBe(400);
    expect((await user.client.get(`/api/locations/places?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await user.client.get('/api/locations/places?q=a&lat=91&lng=0')).statusCode).toBe(400);
    expect((await createClient(test.app).get('/api/locations/places?q=a')).statusCode).toBe(401);
  });
});

describe('place suggestions from a configured geocoder', () => {
  // A local stand-in for a Nominatim server: it records each request and answers as it is told.
  let geocoder: Server;
  let requests: IncomingMessage[] = [];
  let answer: (request: IncomingMessage) => { status: number; body: unknown; delayMs?: number };
  let test: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    geocoder = createServer((request, response) => {
      requests.push(request);
      const { status, body, delayMs = 0 } = answer(request);
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      }, delayMs);
    });
    await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
    const { port } = geocoder.address() as AddressInfo;
    test = await buildTestApp({ env: { GEOCODER_URL: `http://127.0.0.1:${port}/` } });
    user = await createUser(test, { name: 'Player' });
  });
  afterEach(() => {
    requests = [];
  });
  afterAll(async () => {
    await test.close();
    geocoder.closeAllConnections();
    await new Promise((resolve) => geocoder.close(resolve));
  });

  it('adds street addresses after cities, asking once per term with a descriptive User-Agent', async () => {
    answer = () => ({
      status: 200,
      body: [
        {
          lat: '51.5014',
          lon: '-0.1419',
          name: 'Buckingham Palace',
          display_name: 'Buckingham Palace, The Mall, London, SW1A 1AA, United Kingdom',
        },
      ],
    });
    const places = await suggest(user, `q=${encodeURIComponent('Buckingham Palace')}`);
    expect(places.at(-1)).toEqual({
      name: 'Buckingham Palace',
      detail: 'The Mall, London, SW1A 1AA, United Kingdom',
      kind: 'address',
      latitude: 51.5014,
      longitude: -0.1419,
    });
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]?.url ?? '', 'http://geocoder');
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      q: 'Buckingham Palace',
      limit: '5',
    });
    expect(requests[0]?.headers['user-agent']).toMatch(/^Rally\/1\.0 \(\+http:\/\/rally\.test\)$/);

    await suggest(user, `q=${encodeURIComponent('buckingham palace')}`);
    expect(requests).toHaveLength(1);
  });

  it('still suggests venues and cities when the geocoder fails, answers garbage or is too slow', async () => {
    answer = () => ({ status: 500, body: { error: 'down' } });
    expect((await suggest(user, 'q=london'))[0]).toMatchObject({ name: 'London', kind: 'city' });

    answer = () => ({ status: 200, body: { not: 'a list' } });
    expect((await suggest(user, 'q=londo'))[0]).toMatchObject({ name: 'London', kind: 'city' });

    answer = () => ({ status: 200, body: [], delayMs: 5_000 });
    const started = Date.now();
    expect((await suggest(user, 'q=lond'))[0]).toMatchObject({ name: 'London', kind: 'city' });
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
