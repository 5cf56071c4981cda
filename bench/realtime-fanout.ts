/**
 * Realtime benchmark: many open sockets on one server process, and how long a notification takes
 * to reach every tab of its recipient.
 *
 *   npx tsx bench/realtime-fanout.ts [--sockets 5000] [--users 100] [--samples 300] [--concurrency 10]
 *
 * It starts the real server (embedded database, fresh data directory) as a child process, signs up
 * users through the real sign-up and verification flow, opens `sockets` WebSockets spread over
 * `users` recipients (several tabs each), then sends friend requests from other accounts and times
 * each `notification.created` event from the moment the request was sent until it arrives on each
 * of the recipient's sockets. Latency therefore covers HTTP, the write transaction, NOTIFY, the
 * fan-out and the socket write. Results are printed; record them in bench/RESULTS.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '5000' },
    users: { type: 'string', default: '100' },
    samples: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '10' },
    port: { type: 'string', default: '4390' },
  },
});
const SOCKETS = Number(values.sockets);
const USERS = Number(values.users);
const SAMPLES = Number(values.samples);
const CONCURRENCY = Number(values.concurrency);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
const SENDERS = Math.ceil(SAMPLES / USERS);

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

type Account = { id: string; cookie: string; email: string };

async function main() {
  if (await isUp()) throw new Error(`port ${PORT} is already serving: stop that server or pass --port`);
  const server = startServer();
  try {
    await waitForHealth();
    console.log(`server up (pid ${server.pid}); creating ${USERS} recipients and ${SENDERS} senders...`);
    const recipients = await createAccounts('r', USERS);
    const senders = await createAccounts('s', SENDERS);
    const rssBefore = rssMiB(server.pid!);

    console.log(`opening ${SOCKETS} sockets...`);
    const openStart = performance.now();
    const arrivals = new Map<string, number[]>(); // notification id -> arrival times
    const sockets: WebSocket[] = [];
    const perUser = Math.ceil(SOCKETS / USERS);
    for (let batch = 0; batch < SOCKETS; batch += 500) {
      const opening: Promise<void>[] = [];
      for (let i = batch; i < Math.min(batch + 500, SOCKETS); i += 1) {
        const user = recipients[Math.floor(i / perUser) % recipients.length]!;
        opening.push(openSocket(user, arrivals).then((socket) => void sockets.push(socket)));
      }
      await Promise.all(opening);
    }
    const openMs = performance.now() - openStart;
    const rssOpen = rssMiB(server.pid!);
    console.log(`${sockets.length} sockets open and subscribed in ${(openMs / 1000).toFixed(1)} s`);

    // Each sample: one friend request to one recipient; its latency is measured on all that user's tabs.
    const socketsPerRecipient = new Map<string, number>();
    for (let i = 0; i < SOCKETS; i += 1) {
      const id = recipients[Math.floor(i / perUser) % recipients.length]!.id;
      socketsPerRecipient.set(id, (socketsPerRecipient.get(id) ?? 0) + 1);
    }
    const latencies: number[] = [];
    let expected = 0;
    let delivered = 0;
    const jobs = Array.from({ length: SAMPLES }, (_, i) => ({
      sender: senders[Math.floor(i / USERS)]!,
      recipient: recipients[i % USERS]!,
    }));
    const runStart = performance.now();
    await runPool(jobs, CONCURRENCY, async ({ sender, recipient }) => {
      const sentAt = performance.now();
      const response = await fetch(`${BASE}/api/friends/requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: sender.cookie, 'x-forwarded-for': nextIp() },
        body: JSON.stringify({ userId: recipient.id }),
      });
      if (!response.ok) throw new Error(`friend request failed: ${response.status} ${await response.text()}`);
      const tabs = socketsPerRecipient.get(recipient.id) ?? 0;
      expected += tabs;
      const times = await waitForArrivals(arrivals, recipient.id, tabs);
      delivered += times.length;
      for (const at of times) latencies.push(at - sentAt);
    });
    const runMs = performance.now() - runStart;
    const rssAfter = rssMiB(server.pid!);

    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
    console.log('\nresults');
    console.table({
      sockets: sockets.length,
      recipients: USERS,
      'friend requests': SAMPLES,
      'deliveries expected': expected,
      'deliveries received': delivered,
      'p50 ms': pct(50).toFixed(1),
      'p95 ms': pct(95).toFixed(1),
      'p99 ms': pct(99).toFixed(1),
      'max ms': (latencies.at(-1) ?? NaN).toFixed(1),
      'requests per s': (SAMPLES / (runMs / 1000)).toFixed(1),
      'server RSS before sockets (MiB)': rssBefore,
      'server RSS with sockets (MiB)': rssOpen,
      'server RSS after run (MiB)': rssAfter,
    });
    for (const socket of sockets) socket.terminate();
  } finally {
    server.kill('SIGTERM');
  }
}

function startServer(): ChildProcess {
  // Node itself (not npx) so that killing the child stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'rally-bench-')),
      DEV_MAILBOX: 'true',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      STATIC_DIR: join(tmpdir(), 'rally-bench-no-static'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function isUp(): Promise<boolean> {
  try {
    return (await fetch(`${BASE}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function waitForHealth() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

async function createAccounts(prefix: string, count: number): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `bench-${prefix}${i}@bench.rally.test`;
    const post = (path: string, body: object) =>
      fetch(`${BASE}${path}`, {
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
    const mailbox = (await (await fetch(`${BASE}/api/dev/mailbox`)).json()) as {
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

function openSocket(user: Account, arrivals: Map<string, number[]>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${PORT}/api/realtime`, { headers: { cookie: user.cookie } });
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', topic: `user:${user.id}` })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'subscribed') resolve(socket);
      if (message.type === 'event' && message.event.type === 'notification.created') {
        const list = arrivals.get(user.id) ?? [];
        list.push(performance.now());
        arrivals.set(user.id, list);
      }
    });
  });
}

/** Waits until the recipient's tabs have all heard of a new notification; returns their arrival times. */
async function waitForArrivals(arrivals: Map<string, number[]>, recipientId: string, tabs: number) {
  const deadline = performance.now() + 10_000;
  for (;;) {
    const list = arrivals.get(recipientId) ?? [];
    if (list.length >= tabs || performance.now() > deadline) {
      arrivals.delete(recipientId);
      return list.slice(0, tabs);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function runPool<T>(jobs: T[], concurrency: number, worker: (job: T) => Promise<void>) {
  let next = 0;
  // Jobs for the same recipient must not overlap, or their arrivals would mix: a recipient appears
  // once per USERS jobs and concurrency stays below USERS.
  if (concurrency >= USERS) throw new Error('--concurrency must be below --users');
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const job = jobs[next]!;
        next += 1;
        await worker(job);
      }
    }),
  );
}

function rssMiB(pid: number): number {
  // Sum the resident memory of the server process and any children it has.
  const status = (p: number) => {
    try {
      return readFileSync(`/proc/${p}/status`, 'utf8');
    } catch {
      return '';
    }
  };
  const children = (p: number): number[] => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const p = stack.pop()!;
    total += Number(/VmRSS:\s+(\d+)/.exec(status(p))?.[1] ?? 0);
    stack.push(...children(p));
  }
  return Math.round(total / 1024);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
