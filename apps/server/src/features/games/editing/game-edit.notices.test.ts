import { describe, expect, it } from 'vitest';
import type { GameRow } from '../games.repository.ts';
import { gameEditNotices } from './game-edit.notices.ts';
import type { GameEdit } from './game-edit-changes.ts';

/** A game of a weekly series on `date`, as far as the notices read it. */
const game = (id: string, date: string, overrides: Partial<GameRow> = {}) =>
  ({
    id,
    title: 'Tuesday run',
    date,
    time: '19:00',
    startsAt: new Date(`${date}T19:00:00Z`),
    location: 'Zilker Park',
    latitude: null,
    longitude: null,
    venueCost: 'free',
    costAmount: null,
    ...overrides,
  }) as GameRow;

/** The same game at 18:30 on the same day, at Town Lake. */
function moved(id: string, date: string): GameEdit {
  const before = game(id, date);
  const after = game(id, date, {
    time: '18:30',
    startsAt: new Date(`${date}T18:30:00Z`),
    location: 'Town Lake',
  });
  return { before, after, changes: [{ field: 'startsAt', old: before.startsAt, new: after.startsAt }] };
}

describe('the notices of an edit', () => {
  it('tells each player once across many edited games, listing the change once', () => {
    const edits = [
      { edit: moved('g1', '2027-03-02'), audience: ['host', 'ana', 'ben'] },
      { edit: moved('g2', '2027-03-09'), audience: ['host', 'ana'] },
      { edit: moved('g3', '2027-03-16'), audience: ['host', 'ana', 'cy'] },
    ];

    const notices = gameEditNotices(edits, 'host');

    expect(notices.map((notice) => notice.userId).sort()).toEqual(['ana', 'ben', 'cy']);
    expect(notices.find((notice) => notice.userId === 'ana')).toMatchObject({
      type: 'game_updated',
      title: 'Game updated',
      message: '"Tuesday run" (3 games from Tue 2 Mar) time: 19:00 → 18:30; place: Zilker Park → Town Lake',
      relatedId: 'g1',
      relatedUserId: 'host',
    });
    // A player in one of the games hears of that one, by its date.
    expect(notices.find((notice) => notice.userId === 'cy')?.relatedId).toBe('g3');
  });

  it("tells a single game's players the old and new date and time", () => {
    const [notice] = gameEditNotices([{ edit: moved('g1', '2027-03-02'), audience: ['ana'] }], 'host');
    expect(notice?.message).toBe(
      '"Tuesday run" moved: Tue 2 Mar 19:00 → Tue 2 Mar 18:30; place: Zilker Park → Town Lake',
    );
  });

  it('tells no one of an edit that changed nothing they are told of', () => {
    const before = game('g1', '2027-03-02');
    const after = game('g1', '2027-03-02', { title: 'Tuesday night run' });
    const edit = {
      before,
      after,
      changes: [{ field: 'title' as const, old: before.title, new: after.title }],
    };
    expect(gameEditNotices([{ edit, audience: ['ana'] }], 'host')).toEqual([]);
  });
});
