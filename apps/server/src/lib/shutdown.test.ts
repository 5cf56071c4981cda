import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { PROCESS_ACCOUNT_PASSWORD, signUpOnProcess } from '../test/process-account.ts';
import { startServerProcess } from '../test/server-process.ts';
import { createServerDatabase } from '../test/test-database.ts';

type Server = Awaited<ReturnType<typeof startServerProcess>>;

// Long: on a machine busy with other work, the burst below can take seconds to reach the server.
const DRAIN_MS = 5_000;

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
  let account: Awaited<ReturnType<typeof signUpOnProcess>>;

  beforeAll(async () => {
    server = await startServerProcess({
      DEV_MAILBOX: 'true',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: '10000',
      AUTH_SECRET: 'shutdown-secret-shutdown-secret-shutdown',
    });
    account = await signUpOnProcess(server, `drill${process.pid}`);
  }, 240_000);

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
        body: JSON.stringify({ identifier: account.username, password: PROCESS_ACCOUNT_PASSWORD }),
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
    const [ready, live, duringDrain] = await Promise.all([
      fetch(`${server.baseUrl}/api/ready`),
      fetch(`${server.baseUrl}/api/health`),
      outcome(readSession()),
    ]);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable' });
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });

    // Every request of the burst got its real answer: no reset, no refusal, no 5xx.
    const answered = [...(await Promise.all(signIns)), ...(await Promise.all(reads))];
    expect(answered.filter((status) => typeof status !== 'number' || status >= 500)).toEqual([]);
    expect(answered.filter((status) => status === 200)).toHaveLength(25);
    expect(duringDrain).toBe(200);

    expect(await socketClosed).toBe(1001);
    expect(await server.exited).toBe(0);
  }, 60_000);
});

/** What became of one request: the status and Connection header it was answered with, or how it failed. */
type Outcome = { status: number; connection: string | undefined } | { failed: string };

/** Sends one request over a connection of its own, or over `agent`'s kept-alive ones. */
function send(
  server: Server,
  { method, path, cookie, agent }: { method: 'GET' | 'POST'; path: string; cookie: string; agent?: Agent },
): Promise<Outcome> {
  const body = method === 'POST' ? '{}' : undefined;
  return new Promise((resolve) => {
    const request = httpRequest(
      new URL(path, server.baseUrl),
      {
        method,
        agent: agent ?? false,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        response.resume();
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
        response.once('error', (error: NodeJS.ErrnoException) =>
          resolve({ failed: error.code ?? error.message }),
        );
      },
    );
    request.once('error', (error: NodeJS.ErrnoException) => resolve({ failed: error.code ?? error.message }));
    request.end(body);
  });
}

const BURST_DRAIN_MS = 4_000;
/** When each burst leaves, counted from the signal: the drain's start, its middle, and around its end. */
const BURST_TIMES_MS = [20, 2_000, 3_800, 3_900, 3_950, 4_000, 4_050, 4_150];
const databaseServerUrl = process.env.TEST_DATABASE_URL;

describe(`bursts during the shutdown drain (${databaseServerUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  let server: Server;
  let account: Awaited<ReturnType<typeof signUpOnProcess>>;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const database = databaseServerUrl ? await createServerDatabase(databaseServerUrl) : undefined;
    dropDatabase = database?.drop;
    server = await startServerProcess({
      DEV_MAILBOX: 'true',
      SHUTDOWN_DRAIN_MS: String(BURST_DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: '10000',
      AUTH_SECRET: 'shutdown-secret-shutdown-secret-shutdown',
      ...(database ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    account = await signUpOnProcess(server, `burst${process.pid}`);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  it('answers or refuses with 503 and Connection: close every request sent at the start, middle and end of the drain, resetting none', async () => {
    const keptAlive = new Agent({ keepAlive: true });
    // Connections kept alive from before the signal, as a load balancer's pool holds them.
    await Promise.all(
      Array.from({ length: 6 }, () =>
        send(server, { method: 'GET', path: '/api/auth/session', ...account, agent: keptAlive }),
      ),
    );
    const burst = () =>
      Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          send(server, {
            // Reads and writes, over new connections and kept-alive ones.
            method: index % 2 === 0 ? 'GET' : 'POST',
            path: index % 2 === 0 ? '/api/auth/session' : '/api/notifications/read-all',
            cookie: account.cookie,
            ...(index % 3 === 0 ? { agent: keptAlive } : {}),
          }),
        ),
      );

    const signalled = Date.now();
    server.signal('SIGTERM');
    const bursts = BURST_TIMES_MS.map(
      (at) =>
        new Promise<Outcome[]>((resolve) => {
          setTimeout(() => resolve(burst()), Math.max(0, at - (Date.now() - signalled)));
        }),
    );
    const outcomes = await Promise.all(bursts);
    keptAlive.destroy();

    const all = outcomes.flat();
    expect(all.filter((outcome) => 'failed' in outcome)).toEqual([]);
    // Refused requests say so cleanly: 503, and the connection ends with the answer.
    expect(
      all.filter(
        (outcome) =>
          'status' in outcome &&
          !(outcome.status === 200 || (outcome.status === 503 && outcome.connection === 'close')),
      ),
    ).toEqual([]);
    // The drain's start and middle are served in full.
    const statuses = (burst: Outcome[] | undefined) =>
      (burst ?? []).map((outcome) => ('status' in outcome ? outcome.status : outcome.failed));
    expect([...statuses(outcomes[0]), ...statuses(outcomes[1])]).toEqual(Array(24).fill(200));
    expect(await server.exited).toBe(0);
  }, 60_000);
});
