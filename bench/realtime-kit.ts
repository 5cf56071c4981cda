/**
 * What the realtime benchmarks share: the real server as a child process, accounts made through the
 * real sign-up and verification flow, subscribed sockets, memory readings and percentiles.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';

export type Account = { id: string; cookie: string; email: string };

/** A server event as the socket delivers it: its type and fields. */
export type RealtimeEvent = { type: string } & Record<string, unknown>;

export type BenchServer = { base: string; port: number; child: ChildProcess; database: string };

/**
 * The database the server uses: a PostgreSQL server when one is given (BENCH_DATABASE_URL, or the
 * fresh database `scripts/with-postgres.sh` makes, or DATABASE_URL), else the embedded one in a fresh
 * data directory.
 */
function databaseUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
}

let ipCounter = 0;
/**
 * A new client address per request: the server trusts the forwarded header here, so the per-address
 * limits (sign-up, verification) do not throttle accounts made from one machine.
 */
export const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export async function startServer(port: number, extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  if (await isUp(base)) throw new Error(`port ${port} is already serving: stop that server or pass --port`);
  const url = databaseUrl();
  // Node itself (not npx) so that killing the child stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'rally-bench-')),
      ...(url ? { DATABASE_URL: url } : {}),
      DEV_MAILBOX: 'true',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      STATIC_DIR: join(tmpdir(), 'rally-bench-no-static'),
      ...extraEnv,
    },
    // The server logs (warnings and errors) go to stdout: BENCH_SERVER_LOG=1 shows them.
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  const server = { base, port, child, database: url ? 'PostgreSQL server' : 'embedded PGlite' };
  try {
    await waitForHealth(base);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return server;
}

async function isUp(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function waitForHealth(base: string) {
  for (let i = 0; i < 240; i += 1) {
    if (await isUp(base)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

/** Signs up and verifies `count` accounts named `bench-{prefix}{n}`; answers each with its session cookie. */
export async function createAccounts(base: string, prefix: string, count: number): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `bench-${prefix}${i}@bench.rally.test`;
    const post = (path: string, body: object) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        body: JSON.stringify(body),
      });
    const signUp = await post('/api/auth/sign-up', {
      username: `bench_${prefix}${i}`,
      name: `Bench ${prefix}${i}`,
      email,
      password: 'Bench-pass-1',
      acceptTerms: true,
      confirmAdult: true,
    });
    if (signUp.status !== 201) throw new Error(`sign-up failed: ${await signUp.text()}`);
    const mailbox = (await (await fetch(`${base}/api/dev/mailbox`)).json()) as {
      emails: { to: string; subject: string }[];
    };
    const code = /(\d{6})/.exec(mailbox.emails.find((m) => m.to === email)?.subject ?? '')?.[1];
    const verified = await post('/api/auth/verify-email', { email, code });
    if (!verified.ok) throw new Error(`verification failed: ${await verified.text()}`);
    const { session } = (await verified.json()) as { session: { user: { id: string } } };
    const cookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    accounts.push({ id: session.user.id, cookie, email });
  }
  return accounts;
}

/**
 * Opens one socket as `user`, subscribed to their own `user:{id}` topic; `onEvent` hears every event
 * with the moment it arrived. Resolves once the server confirms the subscription.
 */
export function openSocket(
  base: string,
  user: Account,
  onEvent: (event: RealtimeEvent, arrivedAt: number) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/realtime`, {
      headers: { cookie: user.cookie },
    });
    socket.on('error', reject);
    socket.on('unexpected-response', (_request, response) =>
      reject(new Error(`socket refused for ${user.email}: ${response.statusCode}`)),
    );
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', topic: `user:${user.id}` })));
    socket.on('message', (data) => {
      const arrivedAt = performance.now();
      const message = JSON.parse(String(data));
      if (message.type === 'subscribed') resolve(socket);
      if (message.type === 'event') onEvent(message.event as RealtimeEvent, arrivedAt);
    });
  });
}

/** Opens sockets `batch` at a time, so thousands of handshakes do not all queue at once. */
export async function openSockets(
  owners: Account[],
  open: (owner: Account) => Promise<WebSocket>,
  batch = 500,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < owners.length; start += batch) {
    sockets.push(...(await Promise.all(owners.slice(start, start + batch).map(open))));
  }
  return sockets;
}

/** The value at percentile `p` of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The one-minute load average of the machine and its core count, for the results table. */
export function machineLoad(): string {
  const [one, five] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  return `load ${one} (1 min), ${five} (5 min)`;
}

const readProc = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/** The process and its descendants. */
function processTree(pid: number): number[] {
  const tree: number[] = [];
  const stack = [pid];
  while (stack.length > 0) {
    const p = stack.pop()!;
    tree.push(p);
    stack.push(...readProc(`/proc/${p}/task/${p}/children`).trim().split(/\s+/).filter(Boolean).map(Number));
  }
  return tree;
}

/** Resident memory of the server process and any children it has, in MiB. */
export function rssMiB(pid: number): number {
  const kib = processTree(pid).reduce(
    (sum, p) => sum + Number(/VmRSS:\s+(\d+)/.exec(readProc(`/proc/${p}/status`))?.[1] ?? 0),
    0,
  );
  return Math.round(kib / 1024);
}

/**
 * CPU time (user and system) the server process and its children have used so far, in ms: on a busy
 * machine the steadier figure, since latency there mostly measures the wait for a core. A PostgreSQL
 * server's backends are not the server's children, so on PostgreSQL it counts Rally's process alone.
 */
export function cpuMs(pid: number): number {
  const ticksPerSecond = 100; // USER_HZ, 100 on Linux
  const ticks = processTree(pid).reduce((sum, p) => {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readProc(`/proc/${p}/stat`).split(') ')[1]?.split(' ') ?? [];
    return sum + Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }, 0);
  return (ticks * 1000) / ticksPerSecond;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
