import { describe, expect, it } from 'vitest';
import { findGamesSearch } from './get-games.ts';

const request = {
  q: 'hoops',
  sport: 'all',
  skillLevel: 'any',
  gender: 'all',
  venueCost: 'all',
  distance: 5,
  eligible: 'all',
  sort: 'start',
} as const;

describe('findGamesSearch', () => {
  it('leaves defaults out and keeps what was chosen', () => {
    expect(findGamesSearch(request)).toBe('q=hoops&distance=5');
    expect(findGamesSearch({ ...request, sport: 'tennis', distance: 'any' }, 'next')).toBe(
      'q=hoops&sport=tennis&distance=any&cursor=next',
    );
  });

  it('sends no cursor for the first page of a list the server drew, whose cursor arrives as null', () => {
    expect(findGamesSearch(request, null)).toBe('q=hoops&distance=5');
  });

  it('asks for only the games the viewer can join (gender and fair play) when chosen', () => {
    expect(findGamesSearch({ ...request, eligible: 'only' })).toBe('q=hoops&distance=5&eligible=only');
  });
});
