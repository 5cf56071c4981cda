import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { authMessages } from '@rally/shared/auth/auth.messages';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { signUpUser } from '../../test/user-factories.ts';

const env = { TRUST_PROXY: 'true' };

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp({ env });
});
afterEach(async () => {
  await test.close();
});

let addresses = 0;
/** A browser at an address of its own, so the limits on one address never shape a measurement. */
const stranger = (app: FastifyInstance) => {
  addresses += 1;
  return createClient(app, { headers: { 'x-forwarded-for': `203.0.${addresses >> 8}.${addresses & 255}` } });
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('sign-in', () => {
  it('answers an unknown account in about the time of a wrong password', async () => {
    await signUpUser(test, { username: 'known', email: 'known@example.com' });
    const attempt = async (identifier: string) => {
      const started = performance.now();
      const response = await stranger(test.app).post('/api/auth/sign-in', {
        identifier,
        password: 'Wrong-pass-1',
      });
      expect(response.json()).toEqual({
        code: 'invalid_credentials',
        message: authMessages.invalidCredentials,
      });
      return performance.now() - started;
    };
    // Warm both paths up before measuring.
    await attempt('known');
    await attempt('unknown');
    const wrongPassword: number[] = [];
    const unknownAccount: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      wrongPassword.push(await attempt(i % 2 ? 'known' : 'known@example.com'));
      unknownAccount.push(await attempt(i % 2 ? `ghost${i}` : `ghost${i}@example.com`));
    }
    // Without the decoy check an unknown account answered in about an eighth of the time; a machine
    // under load spreads both, hence the generous margin.
    expect(median(unknownAccount)).toBeGreaterThanOrEqual(median(wrongPassword) * 0.5);
  });
});

/**
 * An SMTP server that accepts connections and never says a word, so any mail sent to it hangs until the
 * server is closed: an answer that waited for its mail would never arrive.
 */
async function startSilentSmtpServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('code requests', () => {
  it('answer before any mail goes out, so an existing account takes no longer than a missing one', async () => {
    await signUpUser(test, { username: 'vera', email: 'vera@example.com' });
    const unverified = await stranger(test.app).post('/api/auth/sign-up', {
      username: 'ursula',
      name: 'Ursula Example',
      email: 'ursula@example.com',
      password: 'Sunny-day-42',
      acceptTerms: true,
      confirmAdult: true,
    });
    expect(unverified.statusCode).toBe(201);

    const silentSmtp = await startSilentSmtpServer();
    // A second server process on the same accounts, whose mail cannot get through.
    const stalled = await buildTestApp({
      env: { ...env, SMTP_URL: silentSmtp.url },
      database: test.database,
    });
    try {
      const requests = [
        ['/api/auth/forgot-password', 'vera@example.com', authMessages.resetCodeSent],
        ['/api/auth/forgot-username', 'vera@example.com', authMessages.usernameReminderSent],
        ['/api/auth/resend-verification', 'ursula@example.com', authMessages.codeResent],
      ] as const;
      for (const [url, email, message] of requests) {
        const answer = await Promise.race([
          stranger(stalled.app).post(url, { email }),
          new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5_000)),
        ]);
        expect(answer?.json(), `${url} answers without waiting for its mail`).toEqual({ message });
      }
      // The mail was on its way all along: one connection per email, stuck in the greeting.
      await expect.poll(() => silentSmtp.connections()).toBe(3);
    } finally {
      await silentSmtp.close();
      await stalled.close();
    }
  });
});
