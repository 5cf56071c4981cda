import { endpoint } from '@rally/shared/endpoint';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call, endpointUrl } from './api-client.ts';
import { ApiError } from './api-error.ts';

const schemas = async () => ({
  params: z.object({ id: z.string() }),
  query: z.object({ kind: z.string().optional(), page: z.number().optional() }),
  body: z.object({ note: z.string() }),
  response: z.object({ id: z.string(), name: z.string() }),
});
const update = endpoint('POST', '/api/things/:id/notes', schemas);
const remove = endpoint('DELETE', '/api/things/:id', async () => ({ params: z.object({ id: z.string() }) }), {
  status: 204,
});

function respondWith(status: number, body?: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it('sends the method, the filled path, the query and the JSON body the descriptor declares', async () => {
    const fetch = respondWith(200, { id: 'a/b', name: 'Ball' });
    const answer = await call(update, {
      params: { id: 'a/b' },
      query: { kind: 'x', page: 2 },
      body: { note: 'hi' },
    });
    expect(answer).toEqual({ id: 'a/b', name: 'Ball' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things/a%2Fb/notes?kind=x&page=2');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"note":"hi"}');
    // A write outside auth carries its Idempotency-Key, as through apiRequest.
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('checks the answer against the descriptor’s response schema in development and tests', async () => {
    respondWith(200, { id: 'a' });
    const error = await call(update, { params: { id: 'a' }, body: { note: 'hi' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_response');
  });

  it('resolves a 204 to undefined', async () => {
    respondWith(204);
    await expect(call(remove, { params: { id: 'a' } })).resolves.toBeUndefined();
  });
});

describe('endpointUrl', () => {
  it('leaves out undefined and null query values and repeats the key of an array', () => {
    expect(endpointUrl('/api/games', {}, { a: undefined, b: null, sport: ['x', 'y'], q: '' })).toBe(
      '/api/games?sport=x&sport=y&q=',
    );
  });

  it('refuses a path parameter that is missing', () => {
    expect(() => endpointUrl('/api/games/:id', {})).toThrow('/api/games/:id needs the path parameter id');
  });
});
