import { describe, expect, it } from 'vitest';
import { demoGameTitle, possibleDemoGameTitles } from './demo-game-title.ts';
import { titleDisagreement } from './demo-title-agreement.ts';
import { seededRandom } from './seeded-random.ts';

const everyStart = Array.from({ length: 7 * 24 }, (_, index) => ({
  weekday: Math.floor(index / 24),
  hour: index % 24,
}));

describe('demo game titles', () => {
  it('only ever name the day and the time of day the game starts at', () => {
    for (const start of everyStart) {
      for (const title of possibleDemoGameTitles('padel', start)) {
        expect({ title, start, wrong: titleDisagreement(title, start) }).toEqual({
          title,
          start,
          wrong: null,
        });
      }
    }
  });

  it('call a Friday 19:00 game "Friday night" but never a Wednesday 13:00 one', () => {
    const friday = possibleDemoGameTitles('padel', { weekday: 5, hour: 19 });
    const wednesday = possibleDemoGameTitles('padel', { weekday: 3, hour: 13 });
    expect(friday).toContain('Friday night padel');
    expect(friday).toContain('After-work padel');
    expect(wednesday).not.toContain('Friday night padel');
    expect(wednesday).not.toContain('After-work padel');
    expect(wednesday).toContain('Lunchtime padel');
  });

  it('say "Sunday morning" only on Sunday mornings', () => {
    const sundayMorning = possibleDemoGameTitles('running', { weekday: 0, hour: 9 });
    expect(sundayMorning).toContain('Sunday morning running');
    expect(possibleDemoGameTitles('running', { weekday: 0, hour: 15 })).not.toContain(
      'Sunday morning running',
    );
    expect(possibleDemoGameTitles('running', { weekday: 6, hour: 9 })).not.toContain(
      'Sunday morning running',
    );
  });

  it('catches the titles that contradict their start', () => {
    expect(titleDisagreement('Friday night padel', { weekday: 3, hour: 19 })).toBe('names friday');
    expect(titleDisagreement('After-work running', { weekday: 2, hour: 13 })).toBe('promises an evening');
    expect(titleDisagreement('Weekend soccer', { weekday: 2, hour: 10 })).toBe('promises a weekend');
  });

  it('picks one of the fitting titles, the same for the same random source', () => {
    const start = { weekday: 6, hour: 10 };
    const first = demoGameTitle('soccer', start, seededRandom(7));
    expect(possibleDemoGameTitles('soccer', start)).toContain(first);
    expect(demoGameTitle('soccer', start, seededRandom(7))).toBe(first);
  });
});
