import { expect } from '@playwright/test';
import type { Player } from './players.ts';

export type GameSetup = { title?: string; maxPlayers?: number; isPrivate?: boolean; sport?: string };

/** Tomorrow's date (yyyy-MM-dd) in UTC, the zone these games are set in. */
function tomorrow(): string {
  return new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The host creates a game through the API (the create screen has its own journey); returns its id. */
export async function createGame(
  host: Player,
  setup: GameSetup = {},
): Promise<{ id: string; title: string }> {
  const title = setup.title ?? `Pickup ${Math.random().toString(36).slice(2, 7)}`;
  const created = await host.page.request.post('/api/games', {
    data: {
      sport: setup.sport ?? 'basketball',
      title,
      date: tomorrow(),
      time: '18:30',
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
