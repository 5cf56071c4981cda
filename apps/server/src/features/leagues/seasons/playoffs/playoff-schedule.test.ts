import { describe, expect, it } from 'vitest';
import { playoffSlots } from './playoff-schedule.ts';

const venue = (name: string) => ({ name, latitude: null, longitude: null });
// Thursdays at 19:00 and 20:30, at two venues; 2026-12-03 is a Thursday.
const season = {
  matchWeekdays: [4],
  matchTimes: ['19:00', '20:30'],
  venues: [venue('North'), venue('South')],
};

describe('playoffSlots', () => {
  it('takes the first free slots on the next match days, a venue once a time', () => {
    const slots = playoffSlots(
      season,
      '2026-12-01',
      [
        { homeTeamId: 'a', awayTeamId: 'b' },
        { homeTeamId: 'c', awayTeamId: 'd' },
        { homeTeamId: 'e', awayTeamId: 'f' },
      ],
      [],
    );
    expect(slots).toEqual([
      { date: '2026-12-03', time: '19:00', venue: venue('North') },
      { date: '2026-12-03', time: '19:00', venue: venue('South') },
      { date: '2026-12-03', time: '20:30', venue: venue('North') },
    ]);
  });

  it('skips slots taken by other fixtures and times when a team already plays', () => {
    const booked = [
      { date: '2026-12-03', time: '19:00', venue: venue('North'), homeTeamId: 'x', awayTeamId: 'a' },
      { date: '2026-12-03', time: '20:30', venue: venue('South'), homeTeamId: 'y', awayTeamId: 'z' },
    ];
    const slots = playoffSlots(season, '2026-12-01', [{ homeTeamId: 'a', awayTeamId: 'b' }], booked);
    // 19:00 South is free, but team a plays at 19:00; 20:30 North is the first slot it can take.
    expect(slots).toEqual([{ date: '2026-12-03', time: '20:30', venue: venue('North') }]);
  });

  it('answers null when a year of match days has no room', () => {
    expect(
      playoffSlots({ ...season, venues: [] }, '2026-12-01', [{ homeTeamId: 'a', awayTeamId: 'b' }], []),
    ).toBeNull();
  });
});
