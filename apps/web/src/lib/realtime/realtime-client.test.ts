import type { ServerMessage } from '@rally/shared/realtime/realtime.schemas';
import { REALTIME_CLOSE } from '@rally/shared/realtime/realtime-protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, reconnectDelay } from './realtime-client.ts';

/** Stands in for the browser's WebSocket: the test plays the server's side. */
class FakeSocket extends EventTarget {
  static readonly OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = 0;
  readonly sent: unknown[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.serverCloses(code);
  }
  serverOpens() {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  serverSends(message: ServerMessage) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.dispatchEvent(new CloseEvent('close', { code }));
  }
}

beforeEach(() => {
  FakeSocket.opened = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function connectedClient() {
  const client = new RealtimeClient('ws://rally.test/api/realtime');
  const refetch = vi.fn();
  const sessionEnded = vi.fn();
  client.onReconnect(refetch);
  client.onSessionEnded(sessionEnded);
  client.start();
  FakeSocket.opened[0]!.serverOpens();
  return { client, refetch, sessionEnded, socket: FakeSocket.opened[0]! };
}

describe('reconnectDelay', () => {
  it('waits 1, 2, 5, then 10 seconds for every later attempt', () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000]);
  });
});

describe('RealtimeClient', () => {
  it('refetches what the page shows when the server says events may have been missed', () => {
    const { refetch, socket } = connectedClient();
    expect(refetch).not.toHaveBeenCalled();
    socket.serverSends({ type: 'resync' });
    expect(refetch).toHaveBeenCalledTimes(1);
    // The socket itself stayed up: no second connection.
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.opened).toHaveLength(1);
  });

  it('signs the app out and stays closed when the server ends the socket because the session ended', () => {
    const { client, sessionEnded, socket } = connectedClient();
    socket.serverCloses(REALTIME_CLOSE.sessionEnded);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(client.status).toBe('closed');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.opened).toHaveLength(1);
  });

  it('reconnects and refetches after the server goes away, without signing out', () => {
    const { refetch, sessionEnded, socket } = connectedClient();
    socket.serverCloses(REALTIME_CLOSE.goingAway);
    vi.advanceTimersByTime(reconnectDelay(0));
    expect(FakeSocket.opened).toHaveLength(2);
    FakeSocket.opened[1]!.serverOpens();
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('asks, on first connecting, for the events since each topic was wanted, so a page misses none', () => {
    const client = new RealtimeClient('ws://rally.test/api/realtime');
    client.start();
    client.subscribe('games', () => undefined);
    vi.advanceTimersByTime(2_500);
    FakeSocket.opened[0]!.serverOpens();
    expect(FakeSocket.opened[0]!.sent).toEqual([{ type: 'subscribe', topic: 'games', replayMs: 3_500 }]);
  });

  it('asks for the last second of a topic subscribed on an open socket, and for none after a reconnect', () => {
    const { client, refetch, socket } = connectedClient();
    const heard = vi.fn();
    client.subscribe('game:g1', heard);
    expect(socket.sent).toEqual([{ type: 'subscribe', topic: 'game:g1', replayMs: 1_000 }]);
    const event = { type: 'game.changed', gameId: 'g1', change: 'roster' } as const;
    socket.serverSends({ type: 'event', topic: 'game:g1', event });
    expect(heard).toHaveBeenCalledWith(event);

    socket.serverCloses(REALTIME_CLOSE.goingAway);
    vi.advanceTimersByTime(reconnectDelay(0));
    FakeSocket.opened[1]!.serverOpens();
    expect(FakeSocket.opened[1]!.sent).toEqual([{ type: 'subscribe', topic: 'game:g1', replayMs: 0 }]);
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
