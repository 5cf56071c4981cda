import type { ClientMessage, RealtimeEvent, ServerMessage } from '@rally/shared/realtime/realtime.schemas';
import {
  REALTIME_CLOSE,
  REALTIME_HEARTBEAT_MS,
  REALTIME_PATH,
  REALTIME_RECONNECT_DELAYS_MS,
  REALTIME_REPLAY_MAX_MS,
} from '@rally/shared/realtime/realtime-protocol';

type EventHandler = (event: RealtimeEvent) => void;
export type RealtimeStatus = 'connecting' | 'open' | 'closed';

/** How long to wait for a pong before the socket is taken for dead. */
const PONG_TIMEOUT_MS = 10_000;

/**
 * How far before its subscription a topic's events are asked for again. A page reads its data as its
 * subscription goes out; either may reach the server first, and the events in between would be lost.
 * Handlers only refetch or set absolute values, so an event heard twice costs a request at most.
 */
const SUBSCRIBE_OVERLAP_MS = 1_000;

/** The wait before reconnect attempt `attempt` (0-based): 1, 2, 5, then 10 s. */
export function reconnectDelay(attempt: number): number {
  return REALTIME_RECONNECT_DELAYS_MS[Math.min(attempt, REALTIME_RECONNECT_DELAYS_MS.length - 1)]!;
}

/**
 * The one socket of this tab. Features subscribe to topics with handlers; the client keeps the
 * subscriptions across reconnects, pings every 30 s, reconnects after 1, 2, 5, then 10 s, and tells
 * `onReconnect` listeners so they can refetch whatever they may have missed while it was down (or
 * when the server says it may have missed events, with a `resync` message). When the server closes
 * the socket because the session ended, it stays closed and `onSessionEnded` listeners run.
 */
export class RealtimeClient {
  private socket: WebSocket | undefined;
  private readonly handlers = new Map<string, Set<EventHandler>>();
  /** When each topic subscribed before the socket first opened was asked for (performance.now()). */
  private readonly waitingSince = new Map<string, number>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly sessionEndedListeners = new Set<() => void>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  private attempt = 0;
  private everOpened = false;
  private stopped = true;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  status: RealtimeStatus = 'closed';

  /** The socket's address; by default this page's own server, read when the socket opens (never on a server). */
  constructor(private readonly url?: string) {}

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.open();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.stopHeartbeat();
    this.socket?.close(1000, 'Signed out');
    this.socket = undefined;
    this.setStatus('closed');
  }

  subscribe(topic: string, handler: EventHandler): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
      if (this.socket?.readyState === WebSocket.OPEN) {
        this.send({ type: 'subscribe', topic, replayMs: SUBSCRIBE_OVERLAP_MS });
      } else if (!this.everOpened) {
        this.waitingSince.set(topic, performance.now());
      }
    }
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0) {
        this.handlers.delete(topic);
        this.waitingSince.delete(topic);
        this.send({ type: 'unsubscribe', topic });
      }
    };
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /** Runs when the server closed the socket because the session ended (signed out, reset, expired). */
  onSessionEnded(listener: () => void): () => void {
    this.sessionEndedListeners.add(listener);
    return () => this.sessionEndedListeners.delete(listener);
  }

  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private open() {
    this.setStatus('connecting');
    const socket = new WebSocket(this.url ?? defaultUrl());
    this.socket = socket;
    socket.addEventListener('open', () => {
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.attempt = 0;
      this.setStatus('open');
      this.subscribeAll();
      this.startHeartbeat();
      if (reconnected) this.resync();
    });
    socket.addEventListener('message', (message) => this.receive(String(message.data)));
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.stopHeartbeat();
      if (event.code === REALTIME_CLOSE.sessionEnded) {
        // Reconnecting would be refused: the session is gone, so the app signs out instead.
        this.stopped = true;
        this.setStatus('closed');
        for (const listener of this.sessionEndedListeners) listener();
        return;
      }
      this.setStatus('closed');
      if (!this.stopped) this.scheduleReconnect();
    });
  }

  /**
   * On the first connection, each topic asks for the events since its page asked for it, which the
   * page's data may have missed while the socket was opening. A reconnect refetches everything instead.
   */
  private subscribeAll() {
    const now = performance.now();
    for (const topic of this.handlers.keys()) {
      const since = this.waitingSince.get(topic);
      const replayMs = since === undefined ? 0 : Math.ceil(now - since) + SUBSCRIBE_OVERLAP_MS;
      this.send({ type: 'subscribe', topic, replayMs: Math.min(replayMs, REALTIME_REPLAY_MAX_MS) });
    }
    this.waitingSince.clear();
  }

  private scheduleReconnect() {
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      if (!this.stopped) this.open();
    }, delay);
  }

  private receive(data: string) {
    let message: ServerMessage;
    try {
      message = JSON.parse(data) as ServerMessage;
    } catch {
      return;
    }
    if (message.type === 'pong') {
      clearTimeout(this.pongTimer);
      return;
    }
    if (message.type === 'resync') {
      this.resync();
      return;
    }
    if (message.type !== 'event') return;
    for (const handler of this.handlers.get(message.topic) ?? []) handler(message.event);
  }

  private resync() {
    for (const listener of this.reconnectListeners) listener();
  }

  private startHeartbeat() {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => {
      this.send({ type: 'ping' });
      clearTimeout(this.pongTimer);
      // No answer in time: the connection is dead even if the browser has not noticed.
      this.pongTimer = setTimeout(() => this.socket?.close(4000, 'Heartbeat timeout'), PONG_TIMEOUT_MS);
    }, REALTIME_HEARTBEAT_MS);
  }

  private stopHeartbeat() {
    clearInterval(this.heartbeatTimer);
    clearTimeout(this.pongTimer);
  }

  private send(message: ClientMessage) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private setStatus(status: RealtimeStatus) {
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }
}

function defaultUrl() {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${REALTIME_PATH}`;
}
