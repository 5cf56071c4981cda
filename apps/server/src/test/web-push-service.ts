import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

const require = createRequire(import.meta.url);

type PushApiModel = {
  notifyUrl: string;
  subscribe(options: { userVisibleOnly: string; applicationServerKey: string }): Promise<{
    endpoint: string;
    keys: { p256dh: string; auth: string };
    clientHash: string;
  }>;
  expireSubscription(clientHash: string): void;
  getNotifications(body: { clientHash: string }): { messages: string[] };
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A real Web Push service (the web-push-testing package) on a free port: it hands out subscriptions
 * like a browser's, accepts encrypted pushes signed with the VAPID key, decrypts them, and can be told
 * that a subscription expired (then it answers 410).
 */
export async function startPushService() {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => PushApiModel;
  };
  const PushServer = require('web-push-testing/src/server.js') as new (
    model: PushApiModel,
    port: number,
  ) => { _server: Server; _app: { listen: unknown }; startServer(): void; setRequestHandlers(): void };
  const model = new PushApiModel();
  const port = await freePort();
  const server = new PushServer(model, port);
  // Its own startServer logs to the console: listen here instead, quietly.
  const listening = await new Promise<Server>((resolve) => {
    const s = (
      server._app as unknown as { listen(port: number, host: string, cb: () => void): Server }
    ).listen(port, '127.0.0.1', () => resolve(s));
  });
  server.setRequestHandlers();
  const origin = `http://127.0.0.1:${port}`;
  model.notifyUrl = `${origin}/notify/`;
  return {
    /** Where its subscriptions point: the app allows it by naming it in PUSH_SERVICE_HOSTS. */
    origin,
    /** A browser's subscription to this service for the given VAPID public key. */
    async subscribe(applicationServerKey: string) {
      const { clientHash, ...subscription } = await model.subscribe({
        userVisibleOnly: 'true',
        applicationServerKey,
      });
      return { clientHash, subscription };
    },
    /** The decrypted payloads pushed to that subscription, oldest first. */
    received: (clientHash: string) => model.getNotifications({ clientHash }).messages,
    expire: (clientHash: string) => model.expireSubscription(clientHash),
    close: () => new Promise<void>((resolve) => listening.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
