import { describe, expect, it } from 'vitest';
import { gameMessages } from './games.messages.ts';
import {
  createGameInput,
  DISTANCE_MILES_DEFAULT,
  findGamesQuery,
  inviteFriendsInput,
  joinRequestInput,
} from './games.schemas.ts';

const valid = {
  sport: 'soccer',
  title: 'Sunday kickabout',
  date: '2027-05-04',
  time: '18:30',
  timeZone: 'Europe/London',
  location: 'Hackney Marshes',
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('createGameInput', () => {
  it('fills the create form defaults of the spec', () => {
    const game = createGameInput.parse(valid);
    expect(game).toMatchObject({
      maxPlayers: 8,
      skillLevel: 'any',
      gender: 'co-ed',
      venueCost: 'free',
      isPrivate: false,
      costAmount: null,
      description: null,
      latitude: null,
    });
  });

  it('asks for a sport, the required fields and at least 2 players in the spec words', () => {
    expect(messagesOf(createGameInput.safeParse({ ...valid, sport: undefined }))).toEqual([
      gameMessages.sportRequired,
    ]);
    expect(messagesOf(createGameInput.safeParse({ ...valid, title: '   ' }))).toEqual([
      gameMessages.requiredFields,
    ]);
    expect(messagesOf(createGameInput.safeParse({ ...valid, maxPlayers: 1 }))).toEqual([
      gameMessages.minPlayers,
    ]);
    expect(messagesOf(createGameInput.safeParse({ ...valid, maxPlayers: 31 }))).toEqual([
      gameMessages.maxPlayers,
    ]);
  });

  it('needs a cost amount for a paid venue and drops one for a free venue', () => {
    expect(messagesOf(createGameInput.safeParse({ ...valid, venueCost: 'paid' }))).toEqual([
      gameMessages.costRequired,
    ]);
    expect(createGameInput.parse({ ...valid, venueCost: 'free', costAmount: 12 }).costAmount).toBeNull();
  });

  it('refuses an unknown time zone and a profane title', () => {
    expect(messagesOf(createGameInput.safeParse({ ...valid, timeZone: 'Mars/Olympus' }))).toEqual([
      gameMessages.invalidTimeZone,
    ]);
    expect(messagesOf(createGameInput.safeParse({ ...valid, title: 'fuck this game' }))).toEqual([
      'Your game title contains profanity. Please choose a different title.',
    ]);
  });
});

describe('game join and invite inputs', () => {
  it('keeps a blank join message as none', () => {
    expect(joinRequestInput.parse({ message: '  ' }).message).toBeNull();
  });

  it('needs at least one friend to invite', () => {
    expect(messagesOf(inviteFriendsInput.safeParse({ userIds: [] }))).toEqual([gameMessages.selectFriend]);
  });
});

describe('coordinates', () => {
  it('round to 6 decimals, so a subnormal from a hostile query becomes 0 instead of failing the database', () => {
    expect(findGamesQuery.parse({ lat: '-5e-324', lng: '0.1234567' })).toMatchObject({
      lat: 0,
      lng: 0.123457,
    });
    expect(createGameInput.parse({ ...valid, latitude: 5e-324, longitude: 1e-7 })).toMatchObject({
      latitude: 0,
      longitude: 0,
    });
  });

  it('keep a distance to 2 decimals, so a subnormal distance is 0 too', () => {
    expect(findGamesQuery.parse({ distance: '5e-324' }).distance).toBe(0);
    expect(findGamesQuery.parse({ distance: '12.345' }).distance).toBe(12.35);
    expect(findGamesQuery.parse({}).distance).toBe(DISTANCE_MILES_DEFAULT);
  });
});
