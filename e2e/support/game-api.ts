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
 * Resolves once the player's page follows the game live (its socket's `subscribed` frame for the game):
 * call it before the page opens, since it listens for the page's socket.
 */
export function gameFollowed(player: Player, gameId: string): Promise<void> {
  return new Promise<void>((resolve) => {
    player.page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string') return;
        const message = JSON.parse(payload) as { type?: string; topic?: string };
        if (message.type === 'subscribed' && message.topic === `game:${gameId}`) resolve();
      });
    });
  });
}

/**
 * Opens a game's page and waits until its socket follows the game, so another player's change made
 * after this returns reaches the page live.
 */
export async function openGameLive(player: Player, gameId: string, path = `/game/${gameId}`) {
  const ready = gameFollowed(player, gameId);
  await player.page.goto(path);
  await ready;
}

async function serverClockOffset(player: Player): Promise<number> {
  const current = await player.page.request.get('/api/dev/clock');
  expect(current.status(), await current.text()).toBe(200);
  return ((await current.json()) as { offsetMs: number }).offsetMs;
}

/**
 * The next whole minute at least `minutes` ahead of the server's clock, which journeys may have moved:
 * a game starting then is soon enough to make past by moving the clock a little further.
 */
export async function soonOnServerClock(player: Player, minutes: number): Promise<Date> {
  const serverNow = Date.now() + (await serverClockOffset(player));
  return new Date(Math.ceil((serverNow + minutes * 60_000) / 60_000) * 60_000);
}

/**
 * Moves the server's clock `minutes` further ahead (POST /api/dev/clock, on for the e2e server), so a
 * game that started sooner than that is past. Only ever forward and relative to where it is: journeys
 * running at the same time may rely on the clock being ahead, and games set for tomorrow are unaffected.
 */
export async function moveServerClockAhead(player: Player, minutes: number) {
  const offsetMs = (await serverClockOffset(player)) + minutes * 60_000;
  const moved = await player.page.request.post('/api/dev/clock', { data: { offsetMs } });
  expect(moved.status(), await moved.text()).toBe(200);
}
