/**
 * Realtime benchmark: many open sockets on one server process, and how long an event takes to reach
 * every socket that should hear it. Two modes:
 *
 *   npx tsx bench/realtime-fanout.ts [--users 500] [--sockets 5000] [--samples 500] [--concurrency 10]
 *   npx tsx bench/realtime-fanout.ts --mode game-chat [--players 30] [--tabs 1] [--messages 300]
 *
 * Prefix either with `bash scripts/with-postgres.sh` (or set BENCH_DATABASE_URL) to run the server on
 * PostgreSQL; without, it runs on the embedded database in a fresh data directory.
 *
 * Notifications (the default): it starts the real server as a child process, signs up users through
 * the real sign-up and verification flow, opens `sockets` WebSockets spread evenly over `users`
 * recipients (several tabs each), then sends friend requests from other accounts and times each
 * `notification.created` event from the moment the request was sent until it arrives on each of the
 * recipient's sockets. Latency therefore covers HTTP, the write transaction, NOTIFY, the fan-out and
 * the socket write. Every account holds one session, so a recipient's tabs stay within the server's
 * per-session socket cap (read from the server, as is the per-user cap): the defaults are 500 users
 * with 10 tabs each.
 *
 * Game chat: see bench/realtime-game-chat.ts. Results are printed; record them in bench/RESULTS.md.
 */
import { parseArgs } from 'node:util';
import type { WebSocket } from 'ws';
import {
  MAX_SOCKETS_PER_SESSION,
  MAX_SOCKETS_PER_USER,
} from '../apps/server/src/plugins/realtime/socket-registry.ts';
import { runGameChat } from './realtime-game-chat.ts';
import {
  cpuMs,
  createAccounts,
  machineLoad,
  nextIp,
  openSocket,
  openSockets,
  percentile,
  rssMiB,
  sleep,
  startServer,
} from './realtime-kit.ts';

/** One account is one session: the tabs one recipient may hold on one process. */
const TABS_PER_ACCOUNT = Math.min(MAX_SOCKETS_PER_SESSION, MAX_SOCKETS_PER_USER);
const DEFAULT_USERS = 500;

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'notifications' },
    users: { type: 'string', default: String(DEFAULT_USERS) },
    sockets: { type: 'string' },
    samples: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '10' },
    players: { type: 'string', default: '30' },
    tabs: { type: 'string', default: '1' },
    messages: { type: 'string', default: '300' },
    port: { type: 'string', default: '4390' },
  },
});
const PORT = Number(values.port);

async function main() {
  if (values.mode === 'game-chat') {
    await runGameChat({
      port: PORT,
      players: Number(values.players),
      tabs: Number(values.tabs),
      messages: Number(values.messages),
      tabsPerAccount: TABS_PER_ACCOUNT,
    });
    return;
  }
  if (values.mode !== 'notifications')
    throw new Error(`--mode is notifications or game-chat, not ${values.mode}`);
  const users = Number(values.users);
  await runNotifications({
    port: PORT,
    users,
    sockets: Number(values.sockets ?? users * TABS_PER_ACCOUNT),
    samples: Number(values.samples),
    concurrency: Number(values.concurrency),
  });
}

async function runNotifications(options: {
  port: number;
  users: number;
  sockets: number;
  samples: number;
  concurrency: number;
}) {
  const { users: USERS, sockets: SOCKETS, samples: SAMPLES, concurrency: CONCURRENCY } = options;
  const perUser = Math.ceil(SOCKETS / USERS);
  if (perUser > TABS_PER_ACCOUNT) {
    throw new Error(
      `${SOCKETS} sockets over ${USERS} users is ${perUser} a user, but one session may hold ${TABS_PER_ACCOUNT}: pass more --users`,
    );
  }
  // Jobs for the same recipient must not overlap, or their arrivals would mix: a recipient appears
  // once per USERS jobs and concurrency stays below USERS.
  if (CONCURRENCY >= USERS) throw new Error('--concurrency must be below --users');
  // As many senders as requests in flight (for each pass over the recipients), so the requests in flight
  // come from different accounts rather than queue on one, and no sender asks the same recipient twice.
  const senderCount = CONCURRENCY * Math.ceil(SAMPLES / USERS);

  const server = await startServer(options.port);
  const pid = server.child.pid!;
  try {
    console.log(
      `server up on ${server.database} (pid ${pid}); creating ${USERS} recipients and ${senderCount} senders...`,
    );
    const recipients = await createAccounts(server.base, 'r', USERS);
    const senders = await createAccounts(server.base, 's', senderCount);
    const rssBefore = rssMiB(pid);

    console.log(`opening ${SOCKETS} sockets (${perUser} a user)...`);
    const arrivals = new Map<string, number[]>(); // recipient id -> arrival times of notification events
    const owners = Array.from({ length: SOCKETS }, (_, i) => recipients[Math.floor(i / perUser) % USERS]!);
    const socketsPerRecipient = new Map<string, number>();
    for (const owner of owners)
      socketsPerRecipient.set(owner.id, (socketsPerRecipient.get(owner.id) ?? 0) + 1);
    const openStart = performance.now();
    const sockets: WebSocket[] = await openSockets(owners, (owner) =>
      openSocket(server.base, owner, (event, arrivedAt) => {
        if (event.type !== 'notification.created') return;
        const list = arrivals.get(owner.id) ?? [];
        list.push(arrivedAt);
        arrivals.set(owner.id, list);
      }),
    );
    const openMs = performance.now() - openStart;
    const rssOpen = rssMiB(pid);
    console.log(`${sockets.length} sockets open and subscribed in ${(openMs / 1000).toFixed(1)} s`);

    // Each sample: one friend request to one recipient; its latency is measured on all that user's tabs.
    const latencies: number[] = [];
    let expected = 0;
    let delivered = 0;
    const jobs = Array.from({ length: SAMPLES }, (_, i) => ({
      sender: senders[(i % CONCURRENCY) + CONCURRENCY * Math.floor(i / USERS)]!,
      recipient: recipients[i % USERS]!,
    }));
    const loadAtStart = machineLoad();
    const cpuAtStart = cpuMs(pid);
    const runStart = performance.now();
    await runPool(jobs, CONCURRENCY, async ({ sender, recipient }) => {
      const sentAt = performance.now();
      const response = await fetch(`${server.base}/api/friends/requests`, {
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
    const cpuPerRequest = (cpuMs(pid) - cpuAtStart) / SAMPLES;
    const rssAfter = rssMiB(pid);

    latencies.sort((a, b) => a - b);
    console.log('\nresults');
    console.table({
      database: server.database,
      sockets: sockets.length,
      recipients: USERS,
      'friend requests': SAMPLES,
      'deliveries expected': expected,
      'deliveries received': delivered,
      'p50 ms': percentile(latencies, 50).toFixed(1),
      'p95 ms': percentile(latencies, 95).toFixed(1),
      'p99 ms': percentile(latencies, 99).toFixed(1),
      'max ms': (latencies.at(-1) ?? Number.NaN).toFixed(1),
      'requests per s': (SAMPLES / (runMs / 1000)).toFixed(1),
      'server CPU per request ms': cpuPerRequest.toFixed(1),
      'open sockets (s)': (openMs / 1000).toFixed(1),
      'server RSS before sockets (MiB)': rssBefore,
      'server RSS with sockets (MiB)': rssOpen,
      'server RSS after run (MiB)': rssAfter,
      'machine at start': loadAtStart,
      'machine at end': machineLoad(),
    });
    for (const socket of sockets) socket.terminate();
  } finally {
    server.child.kill('SIGTERM');
  }
}

/**
 * Waits until the recipient's tabs have all heard of a new notification; returns their arrival times
 * (stamped as each event arrived: the 1 ms polling only decides when the next request goes, and leaves
 * the cores to the server rather than spinning).
 */
async function waitForArrivals(arrivals: Map<string, number[]>, recipientId: string, tabs: number) {
  const deadline = performance.now() + 10_000;
  for (;;) {
    const list = arrivals.get(recipientId) ?? [];
    if (list.length >= tabs || performance.now() > deadline) {
      arrivals.delete(recipientId);
      return list.slice(0, tabs);
    }
    await sleep(1);
  }
}

async function runPool<T>(jobs: T[], concurrency: number, worker: (job: T) => Promise<void>) {
  let next = 0;
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
