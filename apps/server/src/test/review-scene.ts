import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';
import { insertGame } from './game-factories.ts';
import type { TestClock } from './test-clock.ts';
import type { TestUser } from './user-factories.ts';

const HOUR = 60 * 60 * 1000;

/**
 * A review written the way players write them: `host` hosts a game the reviewer and the reviewed play in,
 * the clock moves past it, and the reviewer posts the review. Returns the review's id.
 */
export async function reviewAfterGame(
  test: TestApp,
  clock: TestClock,
  { host, reviewer, reviewed }: { host: TestUser; reviewer: TestUser; reviewed: TestUser },
  review: { rating: number; comment: string },
): Promise<string> {
  const gameId = await insertGame(test, host.id, {
    title: 'Review run',
    startsAt: new Date(clock.now().getTime() + HOUR),
    players: [reviewer.id, reviewed.id],
  });
  clock.advance(2 * HOUR);
  const written = await reviewer.client.post(`/api/games/${gameId}/reviews`, {
    reviewedUserId: reviewed.id,
    ...review,
  });
  expect(written.statusCode, written.body).toBe(201);
  return written.json().id as string;
}
