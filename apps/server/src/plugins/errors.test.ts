import { ERROR_STATUS } from '@rally/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../test/build-test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

const post = (headers: Record<string, string>, payload: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: { origin: TEST_ORIGIN, ...headers },
    payload,
  });

describe('errors Fastify raises itself', () => {
  it('answers a body of an unsupported type 415 unsupported_media_type, not a Fastify-internal code', async () => {
    const reply = await post({ 'content-type': 'application/xml' }, '<email/>');
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('answers malformed JSON 400 bad_request', async () => {
    const reply = await post({ 'content-type': 'application/json' }, '{"email":');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'bad_request' });
  });

  it('answers a body over the limit 413 payload_too_large', async () => {
    const reply = await post({ 'content-type': 'application/json' }, `"${'x'.repeat(1024 * 1024 + 10)}"`);
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('sends only codes of the shared list, each with its status', async () => {
    for (const reply of [
      await post({ 'content-type': 'application/xml' }, '<email/>'),
      await test.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await test.app.inject({ method: 'GET', url: '/api/profiles/me' }),
    ]) {
      const { code } = reply.json() as { code: keyof typeof ERROR_STATUS };
      expect(ERROR_STATUS[code]).toBe(reply.statusCode);
    }
  });
});
