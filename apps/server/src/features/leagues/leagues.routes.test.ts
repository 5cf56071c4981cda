import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { askToJoin, createLeague, joinAll, membershipState } from '../../test/league-scene.ts';
import { createUser } from '../../test/user-factories.ts';

// The leagues core over HTTP: creating, the list's two tabs, the page, joining and leaving.

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(async () => {
  await test.close();
});

describe('creating a league', () => {
  it('answers the new league with its creator as the only member', async () => {
    const creator = await createUser(test, { name: 'Casey Creator' });
    const response = await creator.client.post('/api/leagues', {
      name: '  Tuesday Hoops ',
      sport: 'basketball',
      skillLevel: 'intermediate',
      description: 'Friendly runs every Tuesday',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Tuesday Hoops',
      sport: 'basketball',
      skillLevel: 'intermediate',
      maxMembers: 12,
      memberCount: 1,
      isPrivate: false,
      relation: 'creator',
      gamesPlayed: 0,
      wins: 0,
      activeGames: 0,
      creator: { id: creator.id, name: 'Casey Creator' },
      abilities: { canJoin: false, canLeave: false, canEdit: true, canDelete: true, canInvite: true },
    });
    expect(response.json().sections.map((section: { tab: string }) => section.tab)).toEqual([
      'teams',
      'schedule',
      'news',
      'stats',
      'media',
    ]);
  });
});

describe('the leagues list', () => {
  it("puts the viewer's leagues under My Leagues and the rest under Discover, most members first", async () => {
    const viewer = await createUser(test);
    const other = await createUser(test);
    const mine = await createLeague(viewer, { name: 'List Mine', sport: 'chess' });
    const small = await createLeague(other, { name: 'List Small', sport: 'chess' });
    const big = await createLeague(other, { name: 'List Big', sport: 'chess' });
    await joinAll(big, [await createUser(test)]);

    const list = (await viewer.client.get('/api/leagues?q=list &sport=chess')).json();

    expect(list.mine.map((league: { id: string }) => league.id)).toEqual([mine]);
    expect(list.discover.map((league: { id: string }) => league.id)).toEqual([big, small]);
    expect(list.discoverCount).toBe(2);
    expect(list.anyToDiscover).toBe(true);
  });

  it('filters Discover by sport and search, counting every match', async () => {
    const viewer = await createUser(test);
    const other = await createUser(test);
    await createLeague(other, { name: 'Filter Rowers', sport: 'rowing' });
    await createLeague(other, { name: 'Filter Sailors', sport: 'sailing' });

    const bySport = (await viewer.client.get('/api/leagues?sport=rowing')).json();
    const bySearch = (await viewer.client.get('/api/leagues?q=FILTER sail')).json();
    const nothing = (await viewer.client.get('/api/leagues?q=zzz-no-such-league')).json();

    expect(bySport.discover.map((league: { name: string }) => league.name)).toContain('Filter Rowers');
    expect(bySport.discover.every((league: { sport: string }) => league.sport === 'rowing')).toBe(true);
    expect(bySearch.discover.map((league: { name: string }) => league.name)).toEqual(['Filter Sailors']);
    expect(nothing).toMatchObject({ discover: [], discoverCount: 0, anyToDiscover: true });
  });

  it('marks a private league the viewer asked to join as requested, after a reload too', async () => {
    const viewer = await createUser(test);
    const creator = await createUser(test);
    const leagueId = await createLeague(creator, { name: 'Pending Club', isPrivate: true });
    await askToJoin(test, viewer, leagueId);

    const list = (await viewer.client.get('/api/leagues?q=Pending Club')).json();

    expect(list.discover).toEqual([
      expect.objectContaining({ id: leagueId, relation: 'requested', isPrivate: true }),
    ]);
  });
});

describe('the league page', () => {
  it('answers League not found for a missing or malformed id', async () => {
    const viewer = await createUser(test);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-league']) {
      const response = await viewer.client.get(`/api/leagues/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(leagueMessages.notFoundTitle);
    }
  });

  it("shows a private league's header to outsiders without its sections", async () => {
    const creator = await createUser(test);
    const outsider = await createUser(test);
    const leagueId = await createLeague(creator, { isPrivate: true });
    await creator.client.put(`/api/leagues/${leagueId}/sections/teams`, {
      title: 'Teams',
      content: 'Red v Blue',
    });

    const seen = (await outsider.client.get(`/api/leagues/${leagueId}`)).json();

    expect(seen).toMatchObject({ id: leagueId, isPrivate: true, sections: [], relation: 'none' });
    expect(seen.abilities).toMatchObject({ canSeeContent: false, canRequest: true, canJoin: false });
  });

  it('keeps a saved tab for members and visitors after a reload', async () => {
    const creator = await createUser(test);
    const visitor = await createUser(test);
    const leagueId = await createLeague(creator);
    const saved = await creator.client.put(`/api/leagues/${leagueId}/sections/schedule`, {
      title: 'Fixtures',
      content: 'Every Sunday at 10',
    });
    expect(saved.statusCode).toBe(200);

    const seen = (await visitor.client.get(`/api/leagues/${leagueId}`)).json();

    expect(seen.sections.find((section: { tab: string }) => section.tab === 'schedule')).toMatchObject({
      title: 'Fixtures',
      content: 'Every Sunday at 10',
    });
  });

  it('lets the creator change the description and skill level', async () => {
    const creator = await createUser(test);
    const leagueId = await createLeague(creator);

    const response = await creator.client.patch(`/api/leagues/${leagueId}/about`, {
      description: 'Now for the advanced',
      skillLevel: 'advanced',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ description: 'Now for the advanced', skillLevel: 'advanced' });
  });
});

describe('joining and leaving', () => {
  it('joins a public league, moving it to My Leagues and raising the count', async () => {
    const creator = await createUser(test);
    const player = await createUser(test);
    const leagueId = await createLeague(creator, { name: 'Join Me League' });

    const response = await player.client.post(`/api/leagues/${leagueId}/join`);

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Joined league!');
    const list = (await player.client.get('/api/leagues?q=Join Me League')).json();
    expect(list.mine).toEqual([
      expect.objectContaining({ id: leagueId, relation: 'member', memberCount: 2 }),
    ]);
    expect(list.discover).toEqual([]);
  });

  it('refuses a second join, a join by the creator and a direct join of a private league', async () => {
    const creator = await createUser(test);
    const player = await createUser(test);
    const leagueId = await createLeague(creator);
    const privateId = await createLeague(creator, { isPrivate: true });
    await joinAll(leagueId, [player]);

    const again = await player.client.post(`/api/leagues/${leagueId}/join`);
    const byCreator = await creator.client.post(`/api/leagues/${leagueId}/join`);
    const intoPrivate = await player.client.post(`/api/leagues/${privateId}/join`);

    expect([again.statusCode, again.json().message]).toEqual([409, leagueMessages.alreadyMember]);
    expect([byCreator.statusCode, byCreator.json().message]).toEqual([409, leagueMessages.creatorCannotJoin]);
    expect([intoPrivate.statusCode, intoPrivate.json().message]).toEqual([
      409,
      leagueMessages.privateNeedsRequest,
    ]);
    expect((await membershipState(test, leagueId)).memberCount).toBe(2);
  });

  it('refuses a join when the league is full', async () => {
    const creator = await createUser(test);
    const leagueId = await createLeague(creator, { maxMembers: 2 });
    await joinAll(leagueId, [await createUser(test)]);
    const late = await createUser(test);

    const response = await late.client.post(`/api/leagues/${leagueId}/join`);

    expect([response.statusCode, response.json().message]).toEqual([409, leagueMessages.leagueFull]);
    expect((await late.client.get(`/api/leagues/${leagueId}`)).json().abilities.canJoin).toBe(false);
  });

  it('leaves a league: the membership goes, the count drops, the creator cannot leave', async () => {
    const creator = await createUser(test);
    const player = await createUser(test);
    const leagueId = await createLeague(creator, { name: 'Leavers' });
    await joinAll(leagueId, [player]);

    const left = await player.client.delete(`/api/leagues/${leagueId}/membership`);
    const again = await player.client.delete(`/api/leagues/${leagueId}/membership`);
    const byCreator = await creator.client.delete(`/api/leagues/${leagueId}/membership`);

    expect([left.statusCode, left.json().message]).toEqual([200, 'You have left Leavers']);
    expect([again.statusCode, again.json().message]).toEqual([409, leagueMessages.notMember]);
    expect([byCreator.statusCode, byCreator.json().message]).toEqual([
      409,
      leagueMessages.creatorCannotLeave,
    ]);
    expect(await membershipState(test, leagueId)).toEqual({ memberCount: 1, members: [creator.id] });
  });
});
