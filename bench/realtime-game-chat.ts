/**
 * The game-chat mode of the realtime benchmark (`npx tsx bench/realtime-fanout.ts --mode game-chat`):
 * how long a message posted to a game's chat takes to reach every other player's sockets.
 *
 * One server process (embedded database, or PostgreSQL under `scripts/with-postgres.sh`). A host
 * creates one public game for `players` (host included) and the others join it through the real
 * endpoints; each player opens `tabs` sockets subscribed to their own `user:{id}` topic. Then
 * `messages` chat messages are posted one after another (`POST /api/games/{id}/chat`), the senders
 * taking turns so that none passes the per-sender limit, and each message is timed from the moment
 * its POST was sent until its `game-chat.message` event arrives on each socket of every other player.
 * Latency therefore covers HTTP, the rate-limit counter, the write transaction, NOTIFY, the fan-out
 * to each player's feed and the socket write.
 */
import { GAME_PLAYERS_MAX } from '@rally/shared/games/games.limits';
import { MESSAGES_PER_MINUTE } from '@rally/shared/messages/messages.schemas';
import {
  type Account,
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

type Options = { port: number; players: number; tabs: number; messages: number; tabsPerAccount: number };

/** How long a message may take to reach everyone before it counts as not delivered. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** The per-sender window of the chat's rate limit, with a margin for the server's clock. */
const RATE_WINDOW_MS = 61_000;

export async function runGameChat({ port, players, tabs, messages, tabsPerAccount }: Options) {
  if (players < 2 || players > GAME_PLAYERS_MAX) throw new Error(`--players is 2 to ${GAME_PLAYERS_MAX}`);
  if (tabs < 1 || tabs > tabsPerAccount)
    throw new Error(`--tabs is 1 to ${tabsPerAccount} (one session's cap)`);

  const server = await startServer(port);
  const pid = server.child.pid!;
  try {
    console.log(`server up on ${server.database} (pid ${pid}); creating ${players} players...`);
    const [host, ...guests] = await createAccounts(server.base, 'p', players);
    const gameId = await createGame(server.base, host!, players);
    for (const player of guests) await call(server.base, player, 'POST', `/api/games/${gameId}/join`);
    const everyone = [host!, ...guests];
    const rssBefore = rssMiB(pid);

    // message id -> the arrivals of its event: on whose socket, when.
    const arrivals = new Map<string, { userId: string; at: number }[]>();
    const owners = everyone.flatMap((player) => Array.from({ length: tabs }, () => player));
    const sockets = await openSockets(owners, (owner) =>
      openSocket(server.base, owner, (event, at) => {
        if (event.type !== 'game-chat.message' || event.gameId !== gameId) return;
        const id = String(event.id);
        arrivals.set(id, [...(arrivals.get(id) ?? []), { userId: owner.id, at }]);
      }),
    );
    console.log(`${sockets.length} sockets open (${tabs} a player); posting ${messages} messages...`);

    const latencies: number[] = [];
    const postTimes: number[] = [];
    const expected = messages * (players - 1) * tabs;
    let delivered = 0;
    let senderTabsHeard = 0;
    const sentBy = new Map<string, number[]>(); // sender id -> when each of their messages was sent
    const loadAtStart = machineLoad();
    const cpuAtStart = cpuMs(pid);
    const runStart = performance.now();
    for (let n = 0; n < messages; n += 1) {
      const sender = everyone[n % everyone.length]!;
      await waitForRoom(sentBy, sender.id);
      const sentAt = performance.now();
      const posted = (await call(server.base, sender, 'POST', `/api/games/${gameId}/chat`, {
        message: `Anyone bringing a ball? (${n + 1})`,
      })) as { id: string };
      postTimes.push(performance.now() - sentAt);
      const heard = await waitForEveryone(arrivals, posted.id, sender.id, (players - 1) * tabs);
      arrivals.delete(posted.id);
      for (const { userId, at } of heard) {
        if (userId === sender.id) {
          senderTabsHeard += 1;
          continue;
        }
        delivered += 1;
        latencies.push(at - sentAt);
      }
    }
    const runMs = performance.now() - runStart;
    const cpuPerMessage = (cpuMs(pid) - cpuAtStart) / messages;

    latencies.sort((a, b) => a - b);
    postTimes.sort((a, b) => a - b);
    console.log('\nresults');
    console.table({
      database: server.database,
      players,
      'sockets (all players)': sockets.length,
      messages,
      'deliveries expected (other players)': expected,
      'deliveries received': delivered,
      "sender's own tabs that heard it": senderTabsHeard,
      'p50 ms': percentile(latencies, 50).toFixed(1),
      'p95 ms': percentile(latencies, 95).toFixed(1),
      'p99 ms': percentile(latencies, 99).toFixed(1),
      'max ms': (latencies.at(-1) ?? Number.NaN).toFixed(1),
      'POST answered p50 ms': percentile(postTimes, 50).toFixed(1),
      'POST answered p99 ms': percentile(postTimes, 99).toFixed(1),
      'messages per s': (messages / (runMs / 1000)).toFixed(1),
      'server CPU per message ms': cpuPerMessage.toFixed(1),
      'server RSS before sockets (MiB)': rssBefore,
      'server RSS after run (MiB)': rssMiB(pid),
      'machine at start': loadAtStart,
      'machine at end': machineLoad(),
    });
    for (const socket of sockets) socket.terminate();
  } finally {
    server.child.kill('SIGTERM');
  }
}

/** One request as `account`; throws with the answer unless it succeeded, else answers its body. */
async function call(base: string, account: Account, method: string, path: string, body?: object) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      cookie: account.cookie,
      'x-forwarded-for': nextIp(),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/** A public game tomorrow with a place for every player, host included; answers its id. */
async function createGame(base: string, host: Account, players: number): Promise<string> {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const game = (await call(base, host, 'POST', '/api/games', {
    sport: 'basketball',
    title: 'Benchmark hoops',
    date: tomorrow,
    time: '18:00',
    timeZone: 'UTC',
    location: 'Zilker Park',
    maxPlayers: players,
  })) as { id: string };
  return game.id;
}

/** Waits until `senderId` may post again without passing the chat's per-sender limit. */
async function waitForRoom(sentBy: Map<string, number[]>, senderId: string) {
  const sent = sentBy.get(senderId) ?? [];
  const oldestInWindow = sent.length >= MESSAGES_PER_MINUTE ? sent[sent.length - MESSAGES_PER_MINUTE]! : null;
  if (oldestInWindow !== null) {
    const wait = oldestInWindow + RATE_WINDOW_MS - performance.now();
    if (wait > 0) await sleep(wait);
  }
  sentBy.set(senderId, [...sent, performance.now()]);
}

/** Waits until `count` sockets other than the sender's have heard of message `id`; answers every arrival. */
async function waitForEveryone(
  arrivals: Map<string, { userId: string; at: number }[]>,
  id: string,
  senderId: string,
  count: number,
) {
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  for (;;) {
    const heard = arrivals.get(id) ?? [];
    if (
      heard.filter((arrival) => arrival.userId !== senderId).length >= count ||
      performance.now() > deadline
    ) {
      return heard;
    }
    await sleep(1);
  }
}
