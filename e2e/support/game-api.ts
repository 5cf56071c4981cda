import { expect } from '@playwright/test';
import type { Player } from './players.ts';

export type GameSetup = {
  title?: string;
  maxPlayers?: number;
  isPrivate?: boolean;
  sport?: string;
  /** When it starts; tomorrow by default. Minute precision, in UTC. */
  startsAt?: Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The host creates a game through the API (the create screen has its own journey); returns its id. */
export async function createGame(
  host: Player,
  setup: GameSetup = {},
): Promise<{ id: string; title: string }> {
  const title = setup.title ?? `Pickup ${Math.random().toString(36).slice(2, 7)}`;
  const startsAt = (setup.startsAt ?? new Date(Date.now() + DAY_MS)).toISOString();
  const created = await host.page.request.post('/api/games', {
    data: {
      sport: setup.sport ?? 'basketball',
      title,
      date: startsAt.slice(0, 10),
      time: setup.startsAt ? startsAt.slice(11, 16) : '18:30',
      timeZone: 'UTC',
      location: 'Riverside Courts',
      maxPlayers: setup.maxPlayers ?? 8,
      isPrivate: setup.isPrivate ?? false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { id, title };
}

/**
 * Opens a game's page and waits until its socket follows the game, so another player's change made
 * after this returns reaches the page live.
 */
export async function openGameLive(player: Player, gameId: string, path = `/game/${gameId}`) {
  const ready = new Promise<void>((resolve) => {
    player.page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string') return;
        const message = JSON.parse(payload) as { type?: string; topic?: string };
        if (message.type === 'subscribed' && message.topic === `game:${gameId}`) resolve();
      });
    });
  });
  await player.page.goto(path);
  await ready;
}

/**
 * Moves the server's clock at least `minutes` ahead (POST /api/dev/clock, on for the e2e server), so
 * a game that starts sooner than that is past. Only ever forward: journeys running at the same time
 * may need the clock ahead too, and a game set for tomorrow is unaffected by a few minutes.
 */
export async function moveServerClockAhead(player: Player, minutes: number) {
  const wanted = minutes * 60 * 1000;
  const current = await player.page.request.get('/api/dev/clock');
  expect(current.status(), await current.text()).toBe(200);
  const { offsetMs } = (await current.json()) as { offsetMs: number };
  if (offsetMs >= wanted) return;
  const moved = await player.page.request.post('/api/dev/clock', { data: { offsetMs: wanted } });
  expect(moved.status(), await moved.text()).toBe(200);
}
