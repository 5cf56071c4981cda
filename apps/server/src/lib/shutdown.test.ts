import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startServerProcess } from '../test/server-process.ts';

type Server = Awaited<ReturnType<typeof startServerProcess>>;

const DRAIN_MS = 1_500;
const password = 'Shutdown-drill-1';

/** A verified account on the running process, through its real sign-up, mailbox and verification. */
async function createAccount(server: Server, name: string) {
  const post = (path: string, body: object) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const email = `${name}@example.com`;
  const signUp = await post('/api/auth/sign-up', {
    username: name,
    name,
    email,
    password,
    acceptTerms: true,
    confirmAdult: true,
  });
  expect(signUp.status).toBe(201);
  const { emails } = (await (await fetch(`${server.baseUrl}/api/dev/mailbox`)).json()) as {
    emails: { to: string; subject: string }[];
  };
  const code = /(\d{6})/.exec(emails.find((mail) => mail.to === email)?.subject ?? '')?.[1];
  const verified = await post('/api/auth/verify-email', { email, code });
  expect(verified.status).toBe(200);
  const cookie = verified.headers
    .getSetCookie()
    .map((set) => set.split(';')[0])
    .join('; ');
  return { username: name, cookie };
}

/** The status of a request, or the way it failed without an HTTP answer (a reset, a refusal). */
async function outcome(request: Promise<Response>): Promise<number | string> {
  try {
    const response = await request;
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? String(error);
  }
}

describe('shutting down on SIGTERM', () => {
  let server: Server;
  let account: Awaited<ReturnType<typeof createAccount>>;

  beforeAll(async () => {
    server = await startServerProcess({
      DEV_MAILBOX: 'true',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: '10000',
      AUTH_SECRET: 'shutdown-secret-shutdown-secret-shutdown',
    });
    account = await createAccount(server, `drill${process.pid}`);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('answers every request in flight, turns readiness to 503 first (liveness stays 200), and closes sockets with Going Away', async () => {
    const socket = new WebSocket(server.socketUrl, { headers: { cookie: account.cookie } });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const signIn = () =>
      fetch(`${server.baseUrl}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: account.username, password }),
      });
    const readSession = () =>
      fetch(`${server.baseUrl}/api/auth/session`, { headers: { cookie: account.cookie } });

    // A burst like a busy moment's: slow sign-ins (they hash a password) and reads, all at once.
    const signIns = Array.from({ length: 5 }, () => outcome(signIn()));
    const reads = Array.from({ length: 20 }, () => outcome(readSession()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.signal('SIGTERM');

    // While draining, the load balancer's readiness probe hears 503, and what it still sends is
    // answered; the liveness probe still hears 200, so nothing restarts a process that is leaving.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await fetch(`${server.baseUrl}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable' });
    const live = await fetch(`${server.baseUrl}/api/health`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const duringDrain = await outcome(readSession());

    // Every request of the burst got its real answer: no reset, no refusal, no 5xx.
    const answered = [...(await Promise.all(signIns)), ...(await Promise.all(reads))];
    expect(answered.filter((status) => typeof status !== 'number' || status >= 500)).toEqual([]);
    expect(answered.filter((status) => status === 200)).toHaveLength(25);
    expect(duringDrain).toBe(200);

    expect(await socketClosed).toBe(1001);
    expect(await server.exited).toBe(0);
  }, 60_000);
});
