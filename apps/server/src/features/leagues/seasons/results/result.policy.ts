import type { FixtureStage, ResultStatus } from '@rally/shared/seasons/seasons.constants';
import type { SeasonAccess } from '../season-access.ts';

/** What a result rule reads of a fixture. */
export type ResultFixture = {
  homeTeamId: string;
  awayTeamId: string;
  startsAt: Date;
  resultStatus: ResultStatus;
  /** The team whose captain reported the score waiting for confirmation; null when an organiser did. */
  reportedForTeamId: string | null;
  stage: FixtureStage;
};

export type ResultAbilities = { report: boolean; confirm: boolean; dispute: boolean; settle: boolean };

/** The team of the fixture the viewer captains, if they captain one of its two. */
export function captainedSide(fixture: ResultFixture, access: Pick<SeasonAccess, 'captainOfTeamId'>) {
  const team = access.captainOfTeamId;
  return team === fixture.homeTeamId || team === fixture.awayTeamId ? team : null;
}

/**
 * What the viewer may do with a fixture's result (issue 29 §3). Nothing before kick-off. A captain of
 * either team reports while there is no result yet; the other team's captain confirms or disputes that
 * report. An organiser reports a score that has none final yet (it is final at once), and settles one
 * waiting, disputed or already final (to correct it); both go through the same body.
 */
export function resultAbilities(
  fixture: ResultFixture,
  access: Pick<SeasonAccess, 'isOrganiser' | 'captainOfTeamId'>,
  now: Date,
): ResultAbilities {
  const none = { report: false, confirm: false, dispute: false, settle: false };
  if (fixture.startsAt.getTime() > now.getTime()) return none;
  const side = captainedSide(fixture, access);
  const waiting = fixture.resultStatus === 'reported';
  const answersReport = waiting && side !== null && side !== fixture.reportedForTeamId;
  const organiser = access.isOrganiser;
  return {
    report:
      (organiser && fixture.resultStatus !== 'final') || (side !== null && fixture.resultStatus === 'none'),
    confirm: answersReport,
    dispute: answersReport,
    settle: organiser && fixture.resultStatus !== 'none',
  };
}
