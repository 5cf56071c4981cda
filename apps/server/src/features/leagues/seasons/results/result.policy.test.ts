import type { ResultStatus } from '@rally/shared/seasons/seasons.constants';
import { describe, expect, it } from 'vitest';
import { resultAbilities } from './result.policy.ts';

const now = new Date('2026-11-28T20:00:00Z');
const fixture = (
  resultStatus: ResultStatus,
  reportedForTeamId: string | null = null,
  startsAt = '2026-11-28T19:00:00Z',
) => ({
  homeTeamId: 'home',
  awayTeamId: 'away',
  startsAt: new Date(startsAt),
  resultStatus,
  reportedForTeamId,
  stage: 'regular' as const,
});
const organiser = { isOrganiser: true, captainOfTeamId: null };
const homeCaptain = { isOrganiser: false, captainOfTeamId: 'home' };
const awayCaptain = { isOrganiser: false, captainOfTeamId: 'away' };
const otherCaptain = { isOrganiser: false, captainOfTeamId: 'elsewhere' };
const member = { isOrganiser: false, captainOfTeamId: null };
const none = { report: false, confirm: false, dispute: false, settle: false };

describe('resultAbilities', () => {
  it('allows nothing before kick-off, to anyone', () => {
    const early = fixture('none', null, '2026-11-28T21:00:00Z');
    for (const access of [organiser, homeCaptain, awayCaptain])
      expect(resultAbilities(early, access, now)).toEqual(none);
  });

  it("lets either team's captain or an organiser report a result that has none yet", () => {
    expect(resultAbilities(fixture('none'), homeCaptain, now)).toEqual({ ...none, report: true });
    expect(resultAbilities(fixture('none'), awayCaptain, now)).toEqual({ ...none, report: true });
    expect(resultAbilities(fixture('none'), organiser, now)).toEqual({ ...none, report: true });
    expect(resultAbilities(fixture('none'), otherCaptain, now)).toEqual(none);
    expect(resultAbilities(fixture('none'), member, now)).toEqual(none);
  });

  it("lets only the other team's captain confirm or dispute a captain's report, and an organiser settle it", () => {
    const waiting = fixture('reported', 'home');
    expect(resultAbilities(waiting, homeCaptain, now)).toEqual(none);
    expect(resultAbilities(waiting, awayCaptain, now)).toEqual({ ...none, confirm: true, dispute: true });
    expect(resultAbilities(waiting, organiser, now)).toEqual({ ...none, report: true, settle: true });
  });

  it('leaves a disputed result to the organisers, and lets them correct a final one', () => {
    for (const access of [homeCaptain, awayCaptain]) {
      expect(resultAbilities(fixture('disputed', 'home'), access, now)).toEqual(none);
      expect(resultAbilities(fixture('final'), access, now)).toEqual(none);
    }
    expect(resultAbilities(fixture('disputed', 'home'), organiser, now)).toEqual({
      ...none,
      report: true,
      settle: true,
    });
    expect(resultAbilities(fixture('final'), organiser, now)).toEqual({ ...none, settle: true });
  });
});
