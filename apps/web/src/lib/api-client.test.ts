import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setUnauthorizedHandler } from './api-client.ts';
import { ApiError } from './api-error.ts';

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
});

describe('api client', () => {
  it("turns the server's error body into a typed error with its code, message and fields", async () => {
    respondWith(400, {
      code: 'validation_error',
      message: 'Please fill in all fields',
      fields: { email: ['Bad'] },
    });
    const error = await caught(api.post('/api/auth/sign-in', {}));
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_error');
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
});
