import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagues } from '../../db/schema/leagues.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createLeague } from '../../test/league-scene.ts';
import { createUser, type TestUser } from '../../test/user-factories.ts';

// Every text the leagues core answers bad input with: the spec's words, a 400, and nothing written.

let test: TestApp;
let creator: TestUser;
beforeAll(async () => {
  test = await buildTestApp();
  creator = await createUser(test);
});
afterAll(async () => {
  await test.close();
});

const valid = { name: 'Valid League', sport: 'soccer', skillLevel: 'casual' };
const membersBounds = 'Maximum members must be between 2 and 50.';

describe('Create League', () => {
  it.each([
    ['a missing name', { ...valid, name: undefined }, leagueMessages.requiredFields],
    ['a blank name', { ...valid, name: '   ' }, leagueMessages.requiredFields],
    ['a missing sport', { ...valid, sport: undefined }, leagueMessages.requiredFields],
    ['an unknown sport', { ...valid, sport: 'quidditch' }, leagueMessages.requiredFields],
    ['a missing skill level', { ...valid, skillLevel: undefined }, leagueMessages.requiredFields],
    ['the skill level any', { ...valid, skillLevel: 'any' }, leagueMessages.requiredFields],
    [
      'a profane name',
      { ...valid, name: 'Fuck Yeah FC' },
      'Your league name contains profanity. Please choose a different name.',
    ],
    [
      'a slur in the name',
      { ...valid, name: 'r e t a r d s' },
      'Your league name contains inappropriate language. Please choose a different name.',
    ],
    [
      'a profane description',
      { ...valid, description: 'no sh1t talkers' },
      'Your league description contains profanity. Please keep descriptions appropriate.',
    ],
    [
      'a slur in the description',
      { ...valid, description: 'no f4gg0ts' },
      'Your league description contains inappropriate language. Please keep descriptions respectful.',
    ],
    ['1 maximum member', { ...valid, maxMembers: 1 }, membersBounds],
    ['51 maximum members', { ...valid, maxMembers: 51 }, membersBounds],
    ['a fractional maximum', { ...valid, maxMembers: 2.5 }, membersBounds],
  ])('refuses %s with its text, creating nothing', async (_case, body, message) => {
    const before = await test.database.connection.db.$count(leagues);

    const response = await creator.client.post('/api/leagues', body);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await test.database.connection.db.$count(leagues)).toBe(before);
  });

  it('accepts the bounds 2 and 50, and 12 by default', async () => {
    const sizes = await Promise.all(
      [2, 50, undefined].map(async (maxMembers) => {
        const response = await creator.client.post('/api/leagues', { ...valid, maxMembers });
        return [response.statusCode, response.json().maxMembers];
      }),
    );
    expect(sizes).toEqual([
      [201, 2],
      [201, 50],
      [201, 12],
    ]);
  });
});

describe("the creator's edits", () => {
  it('refuses a profane About description and a profane tab, keeping what was saved', async () => {
    const leagueId = await createLeague(creator, { description: 'Clean' });

    const about = await creator.client.patch(`/api/leagues/${leagueId}/about`, {
      description: 'total bullshit',
      skillLevel: 'casual',
    });
    const section = await creator.client.put(`/api/leagues/${leagueId}/sections/teams`, {
      title: 'Teams',
      content: 'fuck',
    });
    const badTab = await creator.client.put(`/api/leagues/${leagueId}/sections/about`, { title: 'About' });

    expect([about.statusCode, about.json().message]).toEqual([
      400,
      'Your league description contains profanity. Please keep descriptions appropriate.',
    ]);
    expect(section.statusCode).toBe(400);
    // A tab that is not one of the league's sections names nothing.
    expect(badTab.statusCode).toBe(404);
    const page = (await creator.client.get(`/api/leagues/${leagueId}`)).json();
    expect(page.description).toBe('Clean');
    expect(page.sections.find((s: { tab: string }) => s.tab === 'teams')).toMatchObject({ content: null });
  });
});
