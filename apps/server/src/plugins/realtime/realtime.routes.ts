import websocket from '@fastify/websocket';
import {
  type ClientMessage,
  clientMessageSchema,
  REALTIME_CLOSE,
  REALTIME_HEARTBEAT_MS,
  REALTIME_PATH,
  type ServerMessage,
} from '@rally/shared/realtime/realtime.schemas';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { isOwnOrigin } from '../../lib/origin.ts';
import { currentUser } from '../authenticate.ts';
import { signedIn } from '../docs.ts';
import type { SessionReader } from '../session.ts';
import type { RealtimeBus } from './realtime-bus.ts';
import type { SessionEndings } from './session-endings.ts';
import { watchSessions } from './session-watch.ts';
import {
  createSocketRegistry,
  MAX_SOCKETS_PER_SESSION,
  MAX_SOCKETS_PER_USER,
  type SocketRegistry,
} from './socket-registry.ts';
import { createSocketSubscriptions, MAX_TOPICS_PER_SOCKET } from './socket-subscriptions.ts';
import type { TopicAccess } from './topic-access.ts';

const MAX_MESSAGE_BYTES = 4 * 1024;

type Deps = {
  sessions: Pick<SessionReader, 'liveSessionIds'>;
  bus: RealtimeBus;
  sessionEndings: SessionEndings;
  /** How often this process checks that its sockets' sessions still exist and have not expired. */
  sessionCheckMs: number;
  topicAccess: TopicAccess;
  trustedOrigins: string[];
  /** This process's open sockets; given by the app so monitoring can count them. */
  sockets?: SocketRegistry;
};

const tooManySockets = () =>
  new AppError(
    'too_many_sockets',
    `Too many open tabs: at most ${MAX_SOCKETS_PER_SESSION} per browser and ${MAX_SOCKETS_PER_USER} per account. Close some and try again.`,
  );

/**
 * One socket per browser tab at /api/realtime, authenticated by the session cookie at the upgrade.
 * The client subscribes to topics; each subscription is checked before a single event is sent.
 * A socket lives no longer than its session, and a session (and a user) holds a bounded number.
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  {
    sessions,
    bus,
    sessionEndings,
    sessionCheckMs,
    topicAccess,
    trustedOrigins,
    sockets = createSocketRegistry(),
  }: Deps,
) {
  await app.register(websocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    // Shutting down, the server has finished its requests by now (lib/shutdown.ts). The plugin's own
    // preClose would close sockets without a code; Going Away makes clients reconnect elsewhere.
    preClose(done) {
      for (const client of this.websocketServer.clients) {
        client.close(REALTIME_CLOSE.goingAway, 'Server shutting down');
      }
      done();
    },
  });
  app.limits.addStandingLimit({
    what: 'Realtime sockets (browser tabs), counted by each server process',
    perWhom: 'browser session',
    howMany: MAX_SOCKETS_PER_SESSION,
  });
  app.limits.addStandingLimit({
    what: 'Realtime sockets (browser tabs), counted by each server process',
    perWhom: 'account',
    howMany: MAX_SOCKETS_PER_USER,
  });
  app.limits.addStandingLimit({
    what: 'Realtime topics followed',
    perWhom: 'socket',
    howMany: MAX_TOPICS_PER_SOCKET,
  });
  const trusted = new Set(trustedOrigins);
  const sessionWatch = watchSessions({
    registry: sockets,
    endings: sessionEndings,
    liveSessionIds: (ids) => sessions.liveSessionIds(ids),
    intervalMs: sessionCheckMs,
    log: app.log,
  });
  // The database feed was interrupted: events may be lost, so every client refetches what it shows.
  const offResync = bus.onResync(() => {
    const message = JSON.stringify({ type: 'resync' } satisfies ServerMessage);
    for (const socket of sockets.sockets()) if (socket.readyState === socket.OPEN) socket.send(message);
  });

  // Sockets that stop answering pings (a sleeping laptop, a dropped network) are closed.
  const alive = new WeakMap<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const socket of sockets.sockets()) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, REALTIME_HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    offResync();
    await sessionWatch.stop();
    // Going Away: the client reconnects, to another process if this one is leaving for good.
    for (const socket of sockets.sockets()) socket.close(REALTIME_CLOSE.goingAway, 'Server shutting down');
  });

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      // Signed in (checked first, by route-access.ts), then refused before the upgrade: a page on
      // another site must not open a socket with our cookie.
      schema: { hide: true, security: signedIn },
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin && !isOwnOrigin(origin, { trusted, host: request.headers.host })) {
          throw forbidden('Cross-site request refused.', 'cross_site_request');
        }
        const user = currentUser(request);
        if (!sockets.hasRoomFor({ userId: user.id, sessionId: user.sessionId })) {
          throw tooManySockets();
        }
      },
    },
    (socket, request) => {
      const user = request.user!;
      // Upgrades racing past the check above meet the cap here, after the upgrade: a close code says why.
      if (!sockets.add(socket, { userId: user.id, sessionId: user.sessionId })) {
        socket.close(REALTIME_CLOSE.tooManySockets, 'Too many sockets');
        return;
      }
      const send = (message: ServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const subscriptions = createSocketSubscriptions({ user, bus, topicAccess, send });
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));

      async function handle(message: ClientMessage) {
        switch (message.type) {
          case 'ping':
            return send({ type: 'pong' });
          case 'unsubscribe':
            return subscriptions.unsubscribe(message.topic);
          case 'subscribe':
            return subscriptions.subscribe(message.topic, message.replayMs);
        }
      }

      socket.on('message', (data) => {
        alive.set(socket, true);
        let parsed: ReturnType<typeof clientMessageSchema.safeParse>;
        try {
          parsed = clientMessageSchema.safeParse(JSON.parse(String(data)));
        } catch {
          return send({ type: 'error', message: 'Messages must be JSON' });
        }
        if (!parsed.success)
          return send({ type: 'error', message: parsed.error.issues[0]?.message ?? 'Invalid' });
        handle(parsed.data).catch((error: unknown) => {
          request.log.error({ err: error }, 'realtime: message failed');
          send({ type: 'error', message: 'Something went wrong' });
        });
      });

      socket.on('close', () => {
        sockets.remove(socket);
        subscriptions.releaseAll();
      });

      send({ type: 'ready', userId: user.id });
    },
  );
}
