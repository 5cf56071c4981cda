import { monitoringLiveSchema } from '@rally/shared/monitoring/monitoring.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket } from '../../test/realtime-client.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { createServerDatabase } from '../../test/test-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN = 'heartbeatadmin';

type Server = Awaited<ReturnType<typeof startServerProcess>>;

/** A verified account through the process's real sign-up, mailbox and verification: its session cookie. */
async function signUp(server: Server, name: string): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const email = `${name}@example.com`;
  const account = {
    username: name,
    name,
    email,
    password: 'Heartbeat-drill-1',
    acceptTerms: true,
    confirmAdult: true,
  };
  expect((await post('/api/auth/sign-up', account)).status).toBe(201);
  const { emails } = (await (await fetch(`${server.baseUrl}/api/dev/mailbox`)).json()) as {
    emails: { to: string; subject: string }[];
  };
  const code = /(\d{6})/.exec(emails.find((mail) => mail.to === email)?.subject ?? '')?.[1];
  const verified = await post('/api/auth/verify-email', { email, code });
  expect(verified.status).toBe(200);
  return verified.headers
    .getSetCookie()
    .map((set) => set.split(';')[0])
    .join('; ');
}

async function live(server: Server, cookie: string) {
  const response = await fetch(`${server.baseUrl}/api/monitoring/live`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return monitoringLiveSchema.parse(await response.json());
}

/** Asks until `done` holds (heartbeats are 5 s apart), for up to 20 s; answers the last figures. */
async function liveUntil(
  server: Server,
  cookie: string,
  done: (figures: Awaited<ReturnType<typeof live>>) => boolean,
) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const figures = await live(server, cookie);
    if (done(figures) || Date.now() > deadline) return figures;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// Two processes cannot share the embedded database: this runs against a PostgreSQL server.
describe.skipIf(!serverUrl)('realtime connections summed over server processes (PostgreSQL only)', () => {
  let first: Server;
  let second: Server;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createServerDatabase(serverUrl!);
    drop = database.drop;
    const shared = {
      DATABASE_URL: database.databaseUrl,
      AUTH_SECRET: 'heartbeat-secret-heartbeat-secret-heartbeat',
      DEV_MAILBOX: 'true',
      ADMIN_EMAILS: `${ADMIN}@example.com`,
    };
    [first, second] = await Promise.all([startServerProcess(shared), startServerProcess(shared)]);
  }, 120_000);

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await drop?.();
  });

  it('counts sockets opened on each process from either, lists both processes, and forgets one that closed', async () => {
    const admin = await signUp(first, ADMIN);
    const player = await signUp(second, 'heartbeatplayer');
    const sockets = [
      await connectSocket(first.socketUrl, { cookie: admin }),
      await connectSocket(second.socketUrl, { cookie: player }),
      await connectSocket(second.socketUrl, { cookie: player }),
    ];
    try {
      for (const [server, other] of [
        [first, second],
        [second, first],
      ] as const) {
        const figures = await liveUntil(server, admin, (answer) => answer.realtimeConnections === 3);
        expect(figures.realtimeConnections).toBe(3);
        expect(figures.processes).toHaveLength(2);
        const current = figures.processes.find((process) => process.current);
        expect(current?.realtimeConnections).toBe(server === first ? 1 : 2);
        expect(figures.processes.find((process) => !process.current)?.realtimeConnections).toBe(
          other === first ? 1 : 2,
        );
        // This process's own sockets, beside the sum.
        expect(figures.connections.realtimeSockets).toBe(server === first ? 1 : 2);
        expect(figures.connections.listen).toBe('connected');
      }
    } finally {
      for (const socket of sockets) socket.close();
    }

    // A process that shuts down takes its row with it: the other counts only itself at once.
    await second.stop();
    const after = await liveUntil(first, admin, (answer) => answer.processes.length === 1);
    expect(after.processes).toHaveLength(1);
    expect(after.processes[0]?.current).toBe(true);
    expect(after.realtimeConnections).toBe(0);
  }, 90_000);
});
