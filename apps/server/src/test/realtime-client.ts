import type { ClientMessage, ServerMessage } from '@rally/shared/realtime/realtime.schemas';
import { WebSocket } from 'ws';

/** A real WebSocket client speaking the realtime protocol, with helpers to await messages. */
export async function connectSocket(url: string, headers: Record<string, string>) {
  const socket = new WebSocket(url, { headers });
  const received: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
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

  /** How the server closed the socket, waiting up to `timeoutMs`; rejects if it stays open. */
  async function closedWithin(timeoutMs = 5_000) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([closed, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    received,
    next,
    closedWithin,
    isOpen: () => socket.readyState === WebSocket.OPEN,
    send: (message: ClientMessage) => socket.send(JSON.stringify(message)),
    sendRaw: (text: string) => socket.send(text),
    async subscribe(topic: string, replayMs?: number) {
      socket.send(JSON.stringify({ type: 'subscribe', topic, replayMs } satisfies ClientMessage));
      return next((m) => (m.type === 'subscribed' || m.type === 'denied') && m.topic === topic);
    },
    close: () => socket.close(),
  };
}
