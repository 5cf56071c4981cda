import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { insertGame } from '../../test/game-factories.ts';
import { createTestClock, type TestClock } from '../../test/test-clock.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

const HOUR = 60 * 60 * 1000;

let test: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = createTestClock();
  test = await buildTestApp({ clock });
});
afterEach(async () => {
  await test.close();
});

/** A host and two players in a game starting in an hour. */
async function gameOfThree(overrides: Parameters<typeof insertGame>[2] = {}) {
  const host = await createUser(test, { name: 'Hana Host' });
  const ben = await createUser(test, { name: 'Ben' });
  const cleo = await createUser(test, { name: 'Cleo' });
  const gameId = await insertGame(test, host.id, {
    title: 'Sunday soccer',
    startsAt: new Date(clock.now().getTime() + HOUR),
    players: [ben.id, cleo.id],
    ...overrides,
  });
  return { host, ben, cleo, gameId };
}

const review = (user: TestUser, gameId: string, body: object) =>
  user.client.post(`/api/games/${gameId}/reviews`, body);

describe('writing a review', () => {
  it('refuses a review before the game has started, and opens once the start has passed', async () => {
    const { ben, cleo, gameId } = await gameOfThree();
    const early = await review(ben, gameId, { reviewedUserId: cleo.id, rating: 4 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Reviews open once the game has taken place.');

    clock.advance(2 * HOUR);
    const late = await review(ben, gameId, { reviewedUserId: cleo.id, rating: 4, comment: ' Great passer ' });
    expect(late.statusCode).toBe(201);
    expect(late.json()).toMatchObject({ reviewedUserId: cleo.id, rating: 4, comment: 'Great passer' });
  });

  it('lets only players review, only other players, and each player once per game', async () => {
    const { host, ben, cleo, gameId } = await gameOfThree();
    const outsider = await createUser(test, { name: 'Otto' });
    clock.advance(2 * HOUR);

    const notPlayer = await review(outsider, gameId, { reviewedUserId: ben.id, rating: 5 });
    expect(notPlayer.statusCode).toBe(403);
    expect(notPlayer.json().message).toBe('Only players of this game can review its players.');
    const self = await review(ben, gameId, { reviewedUserId: ben.id, rating: 5 });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot review yourself.');
    const stranger = await review(ben, gameId, { reviewedUserId: outsider.id, rating: 5 });
    expect(stranger.statusCode).toBe(400);

    expect((await review(host, gameId, { reviewedUserId: cleo.id, rating: 5 })).statusCode).toBe(201);
    const twice = await review(host, gameId, { reviewedUserId: cleo.id, rating: 3 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already reviewed this player for this game.');
  });

  it('asks for a star rating and refuses a profane comment with the spec texts, saving nothing', async () => {
    const { ben, cleo, gameId } = await gameOfThree();
    clock.advance(2 * HOUR);
    const missing = await review(ben, gameId, { reviewedUserId: cleo.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Rating Required: Please select a star rating.');
    const tooHigh = await review(ben, gameId, { reviewedUserId: cleo.id, rating: 6 });
    expect(tooHigh.json().message).toContain('Rating Required: Please select a star rating.');
    const rude = await review(ben, gameId, {
      reviewedUserId: cleo.id,
      rating: 2,
      comment: 'what a fucking jerk',
    });
    expect(rude.statusCode).toBe(400);
    expect(rude.json().message).toContain('Your review contains profanity. Please keep reviews appropriate.');

    const page = (await ben.client.get(`/api/games/${gameId}/review-page`)).json();
    expect(page.reviewable.map((player: { name: string }) => player.name)).toEqual(['Hana Host', 'Cleo']);
  });

  it('answers Game not found for a missing game and for a private game the viewer did not play', async () => {
    const { ben, gameId } = await gameOfThree({ isPrivate: true });
    const outsider = await createUser(test);
    const missing = await ben.client.get('/api/games/00000000-0000-4000-8000-000000000000/review-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Game not found');
    expect((await outsider.client.get(`/api/games/${gameId}/review-page`)).statusCode).toBe(404);
    expect((await ben.client.get(`/api/games/${gameId}/review-page`)).statusCode).toBe(200);
  });

  it('refuses a signed-out visitor', async () => {
    const { gameId } = await gameOfThree();
    const anonymous = createClient(test.app);
    expect((await anonymous.get(`/api/games/${gameId}/review-page`)).statusCode).toBe(401);
    expect((await anonymous.get('/api/reviews/pending')).statusCode).toBe(401);
    expect(
      (await anonymous.post(`/api/games/${gameId}/reviews`, { reviewedUserId: 'x', rating: 5 })).statusCode,
    ).toBe(401);
  });
});

describe('the review page and the pending list', () => {
  it('shows the game header, and before the start no players to review', async () => {
    const { ben, gameId } = await gameOfThree();
    const page = (await ben.client.get(`/api/games/${gameId}/review-page`)).json();
    expect(page).toMatchObject({
      game: {
        id: gameId,
        title: 'Sunday soccer',
        sport: 'soccer',
        location: 'Central Park',
        host: { name: 'Hana Host' },
      },
      completed: false,
      isPlayer: true,
      reviewable: [],
    });
    expect((await ben.client.get('/api/reviews/pending')).json().pending).toEqual([]);
  });

  it('shrinks the pending list and the page as the viewer reviews each player', async () => {
    const { host, ben, cleo, gameId } = await gameOfThree();
    clock.advance(2 * HOUR);
    const pendingNames = async () =>
      (await ben.client.get('/api/reviews/pending'))
        .json()
        .pending.map(
          (item: { player: { name: string }; game: { title: string } }) =>
            `${item.game.title}: ${item.player.name}`,
        );

    expect(await pendingNames()).toEqual(['Sunday soccer: Hana Host', 'Sunday soccer: Cleo']);
    await review(ben, gameId, { reviewedUserId: cleo.id, rating: 5 });
    expect(await pendingNames()).toEqual(['Sunday soccer: Hana Host']);
    const page = (await ben.client.get(`/api/games/${gameId}/review-page`)).json();
    expect(page.reviewable.map((player: { id: string }) => player.id)).toEqual([host.id]);
    await review(ben, gameId, { reviewedUserId: host.id, rating: 4 });
    expect(await pendingNames()).toEqual([]);
  });
});

describe("a player's profile", () => {
  it('shows reviews received newest first, the rating to one decimal and the games played', async () => {
    const { host, ben, cleo, gameId } = await gameOfThree();
    const later = await insertGame(test, host.id, {
      title: 'Next week',
      startsAt: new Date(clock.now().getTime() + 7 * 24 * HOUR),
      players: [cleo.id],
    });
    clock.advance(2 * HOUR);
    await review(host, gameId, { reviewedUserId: cleo.id, rating: 5, comment: 'Fair play' });
    clock.advance(1000);
    await review(ben, gameId, { reviewedUserId: cleo.id, rating: 4 });
    clock.advance(1000);

    const screen = (await host.client.get(`/api/profiles/${cleo.id}`)).json();
    expect(screen.stats).toMatchObject({ games: 1, rating: 4.5 });
    expect(screen.reviews).toEqual([
      expect.objectContaining({ reviewerName: 'Ben', gameTitle: 'Sunday soccer', rating: 4, comment: null }),
      expect.objectContaining({
        reviewerName: 'Hana Host',
        gameTitle: 'Sunday soccer',
        rating: 5,
        comment: 'Fair play',
      }),
    ]);
    expect(screen.pastGames.map((game: { id: string }) => game.id)).toEqual([gameId]);
    expect(screen.upcomingGames.map((game: { id: string }) => game.id)).toEqual([later]);
  });

  it("hides another player's private games from a viewer who is not in them", async () => {
    const host = await createUser(test, { name: 'Hana Host' });
    const viewer = await createUser(test, { name: 'Viv' });
    const open = await insertGame(test, host.id, { title: 'Open game' });
    await insertGame(test, host.id, { title: 'Secret game', isPrivate: true });
    const shared = await insertGame(test, host.id, {
      title: 'Shared secret',
      isPrivate: true,
      players: [viewer.id],
    });

    const seen = (await viewer.client.get(`/api/profiles/${host.id}`)).json();
    expect(seen.upcomingGames.map((game: { id: string }) => game.id).sort()).toEqual([open, shared].sort());
    const own = (await host.client.get('/api/profiles/me')).json();
    expect(own.upcomingGames).toHaveLength(3);
  });
});
