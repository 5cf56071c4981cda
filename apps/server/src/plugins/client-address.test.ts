import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { buildTestApp, createClient, type TestApp } from '../test/build-test-app.ts';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

/** Asks for a reset code for a fresh email each time, so only the per-address limit can refuse it. */
async function forgotPasswordStatuses(app: TestApp['app'], forwardedFor: (attempt: number) => string) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const client = createClient(app, { headers: { 'x-forwarded-for': forwardedFor(attempt) } });
    const reply = await client.post('/api/auth/forgot-password', { email: `someone${attempt}@example.com` });
    statuses.push(reply.statusCode);
  }
  return statuses;
}

describe('the client address behind a proxy', () => {
  it('limits a client that forges a new leftmost x-forwarded-for entry on each call behind one trusted hop', async () => {
    test = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    // The proxy appends the address it saw: the client's own entries before it are whatever it wrote.
    const statuses = await forgotPasswordStatuses(test.app, (i) => `198.51.100.${i}, 203.0.113.9`);
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(429);
  });

  it('ignores x-forwarded-for entirely when no proxy is trusted', async () => {
    test = await buildTestApp();
    const statuses = await forgotPasswordStatuses(test.app, (i) => `198.51.100.${i}`);
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(429);
  });

  it('tells different clients apart by the address the trusted proxy saw', async () => {
    test = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    const statuses = await forgotPasswordStatuses(test.app, (i) => `198.51.100.7, 203.0.113.${i}`);
    expect(statuses).not.toContain(429);
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count, a list of proxy addresses and CIDRs, or nothing (the socket address)', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
    ]);
  });
});
