import websocket from '@fastify/websocket';
import {
  type ClientMessage,
  clientMessageSchema,
  REALTIME_HEARTBEAT_MS,
  REALTIME_PATH,
  type ServerMessage,
} from '@rally/shared/realtime/realtime.schemas';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AuthService } from '../../features/auth/auth.service.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { requestHeaders } from '../../lib/http.ts';
import type { RealtimeBus } from './realtime-bus.ts';
import type { TopicAccess } from './topic-access.ts';

const MAX_TOPICS_PER_SOCKET = 200;
const MAX_MESSAGE_BYTES = 4 * 1024;

type Deps = {
  authService: AuthService;
  bus: RealtimeBus;
  topicAccess: TopicAccess;
  trustedOrigins: string[];
};

/**
 * One socket per browser tab at /api/realtime, authenticated by the session cookie at the upgrade.
 * The client subscribes to topics; each subscription is checked before a single event is sent.
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  { authService, bus, topicAccess, trustedOrigins }: Deps,
) {
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const trusted = new Set(trustedOrigins);
  const sockets = new Set<WebSocket>();

  // Sockets that stop answering pings (a sleeping laptop, a dropped network) are closed.
  const alive = new WeakMap<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const socket of sockets) {
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
    for (const socket of sockets) socket.close(1001, 'Server shutting down');
  });

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      schema: { hide: true },
      // Refused before the upgrade: a page on another site must not open a socket with our cookie.
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin && !trusted.has(origin) && new URL(origin).host !== request.headers.host) {
          throw forbidden('Cross-site request refused.', 'cross_site_request');
        }
        request.user = await authService.authenticate(requestHeaders(request));
        if (!request.user) throw unauthorized();
      },
    },
    (socket, request) => {
      const user = request.user!;
      const subscriptions = new Map<string, () => void>();
      const send = (message: ServerMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      sockets.add(socket);
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));

      async function handle(message: ClientMessage) {
        switch (message.type) {
          case 'ping':
            return send({ type: 'pong' });
          case 'unsubscribe':
            subscriptions.get(message.topic)?.();
            subscriptions.delete(message.topic);
            return;
          case 'subscribe': {
            if (subscriptions.has(message.topic)) return send({ type: 'subscribed', topic: message.topic });
            if (subscriptions.size >= MAX_TOPICS_PER_SOCKET) {
              return send({ type: 'denied', topic: message.topic, message: 'Too many subscriptions' });
            }
            if (!(await topicAccess.canSubscribe(user, message.topic))) {
              return send({ type: 'denied', topic: message.topic, message: 'Not allowed' });
            }
            const topic = message.topic;
            subscriptions.set(
              topic,
              bus.subscribe(topic, (event) => send({ type: 'event', topic, event })),
            );
            return send({ type: 'subscribed', topic });
          }
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
        sockets.delete(socket);
        for (const unsubscribe of subscriptions.values()) unsubscribe();
        subscriptions.clear();
      });

      send({ type: 'ready', userId: user.id });
    },
  );
}
