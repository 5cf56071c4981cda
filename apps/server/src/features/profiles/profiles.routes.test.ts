import { userTopic } from '@rally/shared/realtime/realtime.schemas';
import { contentMessages } from '@rally/shared/text-filter';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { friendships } from '../../db/schema/friends.ts';
import { userProfiles, userSportActivities } from '../../db/schema/profiles.ts';
import { buildTestApp, createClient, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/user-factories.ts';

let test: TestApp;
beforeEach(async () => {
  test = await buildTestApp();
});
afterEach(async () => {
  await test.close();
});

const db = () => test.database.connection.db;

/** What every save needs (a place and a sport), for tests about something else. */
const needs = { location: 'Austin, TX', sports: ['golf'] };

const fullProfile = {
  name: 'Alice Runner',
  location: 'Portland, OR',
  bio: 'Morning runs and weekend tennis.',
  gender: 'woman',
  sports: ['tennis', 'running'],
  sportSkills: { tennis: 'advanced' },
};

describe('own profile screen', () => {
  it('shows the whole own profile with stats and empty cards', async () => {
    const alice = await createUser(test, { name: 'Alice' });
    const response = await alice.client.get('/api/profiles/me');
    expect(response.statusCode).toBe(200);
    const screen = response.json();
    expect(screen).toMatchObject({
      isOwn: true,
      friendship: 'self',
      stats: { games: 0, friends: 0, rating: null },
      sportActivity: [],
      leagues: [],
      upcomingGames: [],
      pastGames: [],
      reviews: [],
    });
    expect(screen.profile).toMatchObject({
      userId: alice.id,
      username: alice.username,
      email: alice.email,
      name: 'Alice',
      avatarUrl: null,
      location: null,
      sports: [],
      showActivityStatus: true,
    });
  });

  it('is the own screen at /api/profiles/{own id} too', async () => {
    const alice = await createUser(test);
    const screen = (await alice.client.get(`/api/profiles/${alice.id}`)).json();
    expect(screen.isOwn).toBe(true);
    expect(screen.profile.email).toBe(alice.email);
  });

  it('lists sport activity most played first, with bars of 5% per game capped at 100', async () => {
    const alice = await createUser(test);
    await db()
      .insert(userSportActivities)
      .values([
        { userId: alice.id, sport: 'tennis', timesPlayed: 3, lastPlayed: new Date('2025-05-01T10:00:00Z') },
        { userId: alice.id, sport: 'soccer', timesPlayed: 25 },
      ]);
    const screen = (await alice.client.get('/api/profiles/me')).json();
    expect(screen.sportActivity).toEqual([
      { sport: 'soccer', timesPlayed: 25, lastPlayed: null, barPercent: 100, wins: 0, losses: 0, draws: 0 },
      {
        sport: 'tennis',
        timesPlayed: 3,
        lastPlayed: '2025-05-01T10:00:00.000Z',
        barPercent: 15,
        wins: 0,
        losses: 0,
        draws: 0,
      },
    ]);
  });

  it('recreates a missing profile row from the account', async () => {
    const alice = await createUser(test, { name: 'Alice Again' });
    await db().delete(userProfiles).where(eq(userProfiles.userId, alice.id));
    const response = await alice.client.get('/api/profiles/me');
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ username: alice.username, name: 'Alice Again' });
  });
});

describe("another user's profile screen", () => {
  it('shows only the safe fields: id, name, avatar, sports and levels', async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    expect(
      (await alice.client.put('/api/profiles/me', { ...fullProfile, customGender: null })).statusCode,
    ).toBe(200);

    const response = await bob.client.get(`/api/profiles/${alice.id}`);
    expect(response.statusCode).toBe(200);
    const screen = response.json();
    expect(screen.isOwn).toBe(false);
    expect(screen.friendship).toBe('none');
    expect(screen.profile).toEqual({
      userId: alice.id,
      name: 'Alice Runner',
      avatarUrl: null,
      sports: ['tennis', 'running'],
      sportSkills: { tennis: 'advanced', running: 'beginner' },
    });
    for (const secret of [alice.email, alice.username, 'Portland', 'Morning runs', 'woman', 'updatedAt'])
      expect(response.body).not.toContain(secret);
    expect(response.body).not.toMatch(
      /email|username|location|bio|gender|notificationPreferences|showActivity/,
    );
  });

  it('says how the viewer stands with them, and counts their friends', async () => {
    const alice = await createUser(test);
    const bob = await createUser(test);
    const carol = await createUser(test);
    await db().insert(friendships).values({ userId: alice.id, friendId: bob.id, status: 'pending' });
    await db().insert(friendships).values({ userId: carol.id, friendId: bob.id, status: 'accepted' });

    expect((await alice.client.get(`/api/profiles/${bob.id}`)).json().friendship).toBe('pending_sent');
    expect((await bob.client.get(`/api/profiles/${alice.id}`)).json().friendship).toBe('pending_received');
    const carolSeesBob = (await carol.client.get(`/api/profiles/${bob.id}`)).json();
    expect(carolSeesBob.friendship).toBe('friends');
    expect(carolSeesBob.stats.friends).toBe(1);
  });

  it('answers an unknown id with Profile not found', async () => {
    const alice = await createUser(test);
    const response = await alice.client.get('/api/profiles/no-such-user');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'profile_not_found', message: 'Profile not found' });
  });
});

describe('saving the profile', () => {
  it('saves every field, giving selected sports beginner unless a level is chosen', async () => {
    const alice = await createUser(test);
    const before = (await alice.client.get('/api/profiles/me')).json().profile.updatedAt;
    const response = await alice.client.put('/api/profiles/me', {
      ...fullProfile,
      sportSkills: { tennis: 'advanced', golf: 'casual' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Alice Runner',
      location: 'Portland, OR',
      bio: 'Morning runs and weekend tennis.',
      gender: 'woman',
      customGender: null,
      sports: ['tennis', 'running'],
      sportSkills: { tennis: 'advanced', running: 'beginner' },
    });
    expect(response.json().updatedAt > before).toBe(true);
    const screen = (await alice.client.get('/api/profiles/me')).json();
    expect(screen.profile.sportSkills).toEqual({ tennis: 'advanced', running: 'beginner' });
  });

  it('never changes the username', async () => {
    const alice = await createUser(test);
    const response = await alice.client.put('/api/profiles/me', {
      ...needs,
      name: 'Alice',
      username: 'taken_over',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe(alice.username);
    expect((await alice.client.get('/api/profiles/me')).json().profile.username).toBe(alice.username);
  });

  it('requires a display name', async () => {
    const alice = await createUser(test);
    const response = await alice.client.put('/api/profiles/me', { ...needs, name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Display name is required');
  });

  it.each([
    ['name', 'profanity', { name: 'sh1t head' }, contentMessages.name.profanity],
    ['name', 'a slur', { name: 'r e t a r d' }, contentMessages.name.slur],
    ['bio', 'spaced-out profanity', { name: 'Alice', bio: 'f u c k mondays' }, contentMessages.bio.profanity],
    ['bio', 'a slur', { name: 'Alice', bio: 'what a retard' }, contentMessages.bio.slur],
  ])('refuses %s with %s, in the spec’s words', async (_field, _kind, body, message) => {
    const alice = await createUser(test);
    const response = await alice.client.put('/api/profiles/me', { ...needs, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await alice.client.get('/api/profiles/me')).json().profile.bio).toBeNull();
  });

  it('asks for a description when gender is other, and keeps it', async () => {
    const alice = await createUser(test);
    const refused = await alice.client.put('/api/profiles/me', { ...needs, name: 'Alice', gender: 'other' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please describe your gender');
    const saved = await alice.client.put('/api/profiles/me', {
      ...needs,
      name: 'Alice',
      gender: 'other',
      customGender: 'Non-binary',
    });
    expect(saved.json()).toMatchObject({ gender: 'other', customGender: 'Non-binary' });
  });

  it('refuses a sport outside the list', async () => {
    const alice = await createUser(test);
    const response = await alice.client.put('/api/profiles/me', {
      ...needs,
      name: 'Alice',
      sports: ['quidditch'],
    });
    expect(response.statusCode).toBe(400);
  });

  it('tells the owner’s open tabs the profile changed', async () => {
    const alice = await createUser(test);
    const events: unknown[] = [];
    const received = new Promise<void>((resolve) => {
      test.app.realtime.bus.subscribe(userTopic(alice.id), (event) => {
        events.push(event);
        resolve();
      });
    });
    await alice.client.put('/api/profiles/me', { ...needs, name: 'Alice' });
    await received;
    expect(events).toEqual([{ type: 'profile.changed', userId: alice.id }]);
  });
});

describe('activity status', () => {
  it('turns sharing off and on again', async () => {
    const alice = await createUser(test);
    const off = await alice.client.patch('/api/profiles/me/activity-status', { showActivityStatus: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ showActivityStatus: false });
    expect((await alice.client.get('/api/profiles/me')).json().profile.showActivityStatus).toBe(false);
    await alice.client.patch('/api/profiles/me/activity-status', { showActivityStatus: true });
    expect((await alice.client.get('/api/profiles/me')).json().profile.showActivityStatus).toBe(true);
  });

  it('reads the setting alone, as last saved, without the rest of the profile', async () => {
    const alice = await createUser(test);
    const initial = await alice.client.get('/api/profiles/me/activity-status');
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ showActivityStatus: true });
    await alice.client.patch('/api/profiles/me/activity-status', { showActivityStatus: false });
    const saved = await alice.client.get('/api/profiles/me/activity-status');
    expect(saved.json()).toEqual({ showActivityStatus: false });
  });

  it('refuses a body without the setting', async () => {
    const alice = await createUser(test);
    expect((await alice.client.patch('/api/profiles/me/activity-status', {})).statusCode).toBe(400);
  });
});

describe('distance unit', () => {
  it('follows the locale until chosen, then keeps kilometres or miles, and forgets the choice on null', async () => {
    const alice = await createUser(test);
    expect((await alice.client.get('/api/profiles/me/distance-unit')).json()).toEqual({ distanceUnit: null });
    const km = await alice.client.patch('/api/profiles/me/distance-unit', { distanceUnit: 'km' });
    expect(km.statusCode).toBe(200);
    expect(km.json()).toEqual({ distanceUnit: 'km' });
    expect((await alice.client.get('/api/profiles/me/distance-unit')).json()).toEqual({ distanceUnit: 'km' });
    await alice.client.patch('/api/profiles/me/distance-unit', { distanceUnit: null });
    expect((await alice.client.get('/api/profiles/me/distance-unit')).json()).toEqual({ distanceUnit: null });
  });

  it('refuses a unit it does not know, and asks for a session', async () => {
    const alice = await createUser(test);
    const yards = await alice.client.patch('/api/profiles/me/distance-unit', { distanceUnit: 'yd' });
    expect(yards.statusCode).toBe(400);
    expect((await alice.client.get('/api/profiles/me/distance-unit')).json()).toEqual({ distanceUnit: null });
    const anon = createClient(test.app);
    expect((await anon.get('/api/profiles/me/distance-unit')).statusCode).toBe(401);
  });
});

describe('signed out', () => {
  it('answers every profile route with 401 User not authenticated', async () => {
    const alice = await createUser(test);
    const anon = createClient(test.app);
    const responses = await Promise.all([
      anon.get('/api/profiles/me'),
      anon.get(`/api/profiles/${alice.id}`),
      anon.put('/api/profiles/me', { name: 'Mallory' }),
      anon.post('/api/profiles/me/avatar'),
      anon.patch('/api/profiles/me/activity-status', { showActivityStatus: false }),
      anon.get('/api/profiles/me/activity-status'),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('User not authenticated');
    }
  });
});
