import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, setUnauthorizedHandler, WRITE_RETRY_DELAY_MS } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { isServiceUnavailable, setServiceUnavailable } from './service-status.ts';

function respondWith(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(undefined);
  setServiceUnavailable(false);
});

describe('api client', () => {
  it("turns the server's error body into a typed error with its code, message and fields", async () => {
    respondWith(400, {
      code: 'validation_failed',
      message: 'Please fill in all fields',
      fields: { email: ['Bad'] },
    });
    const error = await caught(api.post('/api/auth/sign-in', {}));
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Please fill in all fields');
    expect(error.fields).toEqual({ email: ['Bad'] });
  });

  it('reports a failed connection as a network error with the spec text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await caught(api.get('/api/auth/session'));
    expect(error.code).toBe('network_error');
    expect(error.message).toBe('Network error occurred. Please try again.');
  });

  it('sends same-origin credentials and a JSON body', async () => {
    respondWith(200, { message: 'ok' });
    await api.post('/api/auth/forgot-password', { email: 'a@b.co' });
    const [, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('forgets the session when a non-auth call answers 401, but not for a wrong password', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);

    respondWith(401, { code: 'invalid_credentials', message: 'Invalid username/email or password' });
    await caught(api.post('/api/auth/sign-in', {}));
    expect(onUnauthorized).not.toHaveBeenCalled();

    respondWith(401, { code: 'unauthorized', message: 'User not authenticated' });
    await caught(api.get('/api/games'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports an outage when the server answers 503, and its end with the next answer', async () => {
    respondWith(503, {
      code: 'service_unavailable',
      message: 'Rally is temporarily unavailable. Please try again in a moment.',
    });
    const error = await caught(api.get('/api/friends'));
    expect(error.code).toBe('service_unavailable');
    expect(error.message).toBe('Rally is temporarily unavailable. Please try again in a moment.');
    expect(isServiceUnavailable()).toBe(true);

    respondWith(200, { friends: [] });
    await api.get('/api/friends');
    expect(isServiceUnavailable()).toBe(false);
  });

  it('reports an outage when the server cannot be reached at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await caught(api.get('/api/friends'));
    expect(isServiceUnavailable()).toBe(true);
  });

  it('words a gateway answer with no server behind it as the outage it is', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 })),
    );
    const error = await caught(api.get('/api/friends'));
    expect(error.code).toBe('service_unavailable');
    expect(error.message).toBe('Rally is temporarily unavailable. Please try again in a moment.');
    expect(isServiceUnavailable()).toBe(true);
  });

  it('counts any answer of a working server as the end of an outage, but not a request the app cancelled', async () => {
    setServiceUnavailable(true);
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        controller.abort();
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    await expect(api.get('/api/friends', undefined, controller.signal)).rejects.toThrow();
    expect(isServiceUnavailable()).toBe(true);

    respondWith(404, { code: 'user_not_found', message: 'User not found' });
    await caught(api.get('/api/profiles/nobody'));
    expect(isServiceUnavailable()).toBe(false);
  });

  describe('a write that meets a network error', () => {
    const networkError = () => {
      throw new TypeError('Failed to fetch');
    };
    const keyOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('Idempotency-Key');
    /** Runs a call while its retry's wait passes at once. */
    async function settled<T>(call: () => Promise<T>): Promise<T> {
      vi.useFakeTimers();
      try {
        const result = call();
        result.catch(() => undefined);
        await vi.advanceTimersByTimeAsync(WRITE_RETRY_DELAY_MS);
        return await result;
      } finally {
        vi.useRealTimers();
      }
    }

    it('is sent once more with the same Idempotency-Key, and answers what the retry hears', async () => {
      const fetchMock = vi
        .fn()
        .mockImplementationOnce(networkError)
        .mockImplementationOnce(
          async () =>
            new Response(JSON.stringify({ id: 'game-1' }), {
              status: 201,
              headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
            }),
        );
      vi.stubGlobal('fetch', fetchMock);

      await expect(settled(() => api.post('/api/games', { title: 'Pickup' }))).resolves.toEqual({
        id: 'game-1',
      });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      const [first, retry] = fetchMock.mock.calls as unknown[][];
      expect(keyOf(first ?? [])).toMatch(/^[0-9a-f]{32}$/);
      expect(keyOf(retry ?? [])).toBe(keyOf(first ?? []));
      expect(isServiceUnavailable()).toBe(false);
    });

    it('is retried once only: a second network error is reported as one', async () => {
      const fetchMock = vi.fn(networkError);
      vi.stubGlobal('fetch', fetchMock);
      const error = await caught(settled(() => api.post('/api/games/g1/join')));
      expect(error.code).toBe('network_error');
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('gives each action a key of its own', async () => {
      respondWith(201, { id: 'game-1' });
      await api.post('/api/games', { title: 'One' });
      await api.upload('/api/profiles/me/avatar', new FormData());
      const [first, second] = vi.mocked(fetch).mock.calls as unknown[][];
      expect(keyOf(first ?? [])).not.toBe(keyOf(second ?? []));
      expect(keyOf(second ?? [])).toMatch(/^[0-9a-f]{32}$/);
    });

    it('is not retried when the server answered, nor are reads and sign-in calls, which carry no key', async () => {
      respondWith(500, { code: 'internal_error', message: 'An unexpected error occurred.' });
      await caught(api.post('/api/games', {}));
      expect(fetch).toHaveBeenCalledTimes(1);

      for (const call of [() => api.get('/api/games'), () => api.post('/api/auth/sign-in', {})]) {
        const fetchMock = vi.fn(networkError);
        vi.stubGlobal('fetch', fetchMock);
        expect((await caught(settled(call))).code).toBe('network_error');
        expect(fetchMock).toHaveBeenCalledTimes(1);
        expect(keyOf(fetchMock.mock.calls[0] ?? [])).toBeNull();
      }
    });
  });

  describe('response checks (development and tests only: the server serialises through the same schemas)', () => {
    const friendSchema = z.object({ id: z.string(), name: z.string(), online: z.boolean().optional() });

    it('answers the body as sent when it matches its schema, whatever the order of its keys', async () => {
      respondWith(200, { name: 'Sam', id: 'u1' });
      await expect(api.get('/api/friends/u1', friendSchema)).resolves.toEqual({ id: 'u1', name: 'Sam' });
    });

    it('refuses a body its schema does not accept, so a changed contract fails at the call', async () => {
      respondWith(200, { id: 'u1' });
      const error = await caught(api.get('/api/friends/u1', friendSchema));
      expect(error.code).toBe('invalid_response');
      expect(error.message).toBe('Something went wrong. Please try again.');
    });

    it('refuses a body its schema would change, since production reads it unchecked', async () => {
      respondWith(200, { id: 'u1', name: 'Sam', email: 'sam@example.com' });
      expect((await caught(api.get('/api/friends/u1', friendSchema))).code).toBe('invalid_response');

      respondWith(200, { id: 'u1', name: 'Sam' });
      const withDefault = friendSchema.extend({ online: z.boolean().default(false) });
      expect((await caught(api.get('/api/friends/u1', withDefault))).code).toBe('invalid_response');
    });
  });
});
