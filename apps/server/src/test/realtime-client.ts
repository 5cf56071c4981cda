import type { ClientMessage, ServerMessage } from '@rally/shared/realtime/realtime.schemas';
import { WebSocket } from 'ws';

/** A real WebSocket client speaking the realtime protocol, with helpers to await messages. */
export async function connectSocket(url: string, headers: Record<string, string>) {
  const socket = new WebSocket(url, { headers });
  const received: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as ServerMessage);
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`socket refused: ${response.statusCode}`)),
    );
  });

  let cursor = 0;
  /** The next message (after those already taken) that matches, waiting up to five seconds. */
  async function next(match: (message: ServerMessage) => boolean, timeoutMs = 5_000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = received.findIndex((message, i) => i >= cursor && match(message));
      if (index !== -1) {
        cursor = index + 1;
        return received[index]!;
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no matching realtime message; got ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, remaining);
      });
    }
  }

  return {
    received,
    next,
    send: (message: ClientMessage) => socket.send(JSON.stringify(message)),
    sendRaw: (text: string) => socket.send(text),
    async subscribe(topic: string) {
      socket.send(JSON.stringify({ type: 'subscribe', topic } satisfies ClientMessage));
      return next((m) => (m.type === 'subscribed' || m.type === 'denied') && m.topic === topic);
    },
    close: () => socket.close(),
  };
}
