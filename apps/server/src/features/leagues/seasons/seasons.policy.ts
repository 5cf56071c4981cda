import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { SeasonRegistration, SeasonStage } from '@rally/shared/seasons/seasons.constants';
import { seasonMessages } from '@rally/shared/seasons/seasons.messages';
import type { SeasonAbilities } from '@rally/shared/seasons/seasons.schemas';
import type { Refusal } from '../../../lib/refusal.ts';
import { canSeeSeason, captains, isLeagueMember, type SeasonAccess } from './season-access.ts';

/** Where a season stands, as its rules read it. */
export type SeasonState = {
  stage: SeasonStage;
  registration: SeasonRegistration;
  playoffTeams: number;
  fixturesGeneratedAt: Date | null;
  /** The earliest fixture's start; null before the fixtures are generated. */
  firstKickoffAt: Date | null;
  teamCount: number;
};

/** The rules (format, points, match days...) are fixed once the fixtures are out. */
export const rulesLocked = (state: Pick<SeasonState, 'fixturesGeneratedAt'>) =>
  state.fixturesGeneratedAt !== null;

/** Rosters are fixed from the first fixture's kick-off. */
export const rostersLocked = (state: Pick<SeasonState, 'firstKickoffAt'>, now: Date) =>
  state.firstKickoffAt !== null && now.getTime() >= state.firstKickoffAt.getTime();

const finished = (state: Pick<SeasonState, 'stage'>) => state.stage === 'finished';

const refusal = (code: Refusal['code'], message: string): Refusal => ({ code, message });

/** Reading the season: its league's content rule (a public league's for everyone, a private one's for members). */
export function seeRefusal(access: SeasonAccess): Refusal | null {
  return canSeeSeason(access) ? null : refusal('forbidden', leagueMessages.membersOnly);
}

/** Organisers' actions: editing, teams, deleting. */
export function organiserRefusal(access: SeasonAccess): Refusal | null {
  return access.isOrganiser ? null : refusal('forbidden', seasonMessages.organisersOnly);
}

/** Changing anything of a finished season (it is the archive). */
export function finishedRefusal(state: Pick<SeasonState, 'stage'>): Refusal | null {
  return finished(state) ? refusal('season_finished', seasonMessages.seasonFinished) : null;
}

/** Adding or removing a team: organisers, before the fixtures are generated. */
export function teamSetRefusal(access: SeasonAccess, state: SeasonState): Refusal | null {
  return (
    organiserRefusal(access) ??
    finishedRefusal(state) ??
    (rulesLocked(state) ? refusal('season_rules_locked', seasonMessages.teamsLocked) : null)
  );
}

/**
 * Putting `userId` on `teamId`, or taking them off: organisers (anyone), the team's captain (their own
 * team), the player themselves (off any time; on only while registration is open); all until the first
 * kick-off, and only while the season is not finished.
 */
export function rosterRefusal(
  access: SeasonAccess,
  state: SeasonState,
  change: { teamId: string; userId: string; viewerId: string; kind: 'add' | 'remove' },
  now: Date,
): Refusal | null {
  const self = change.userId === change.viewerId;
  const allowed =
    access.isOrganiser ||
    captains(access, change.teamId) ||
    (self && isLeagueMember(access) && (change.kind === 'remove' || state.registration === 'open'));
  if (!allowed) {
    if (self && isLeagueMember(access)) return refusal('forbidden', seasonMessages.registrationClosed);
    return refusal('forbidden', seasonMessages.rosterNotAllowed);
  }
  return (
    finishedRefusal(state) ??
    (rostersLocked(state, now) ? refusal('roster_locked', seasonMessages.rosterLocked) : null)
  );
}

/** Asking to be placed: a member on no team, registration open, before the first kick-off. */
export function placementRefusal(access: SeasonAccess, state: SeasonState, now: Date): Refusal | null {
  if (!isLeagueMember(access)) return refusal('forbidden', seasonMessages.membersOnly);
  if (access.teamId) return refusal('already_on_team', seasonMessages.alreadyOnATeam);
  if (state.registration !== 'open') return refusal('registration_closed', seasonMessages.registrationClosed);
  return (
    finishedRefusal(state) ??
    (rostersLocked(state, now) ? refusal('roster_locked', seasonMessages.rosterLocked) : null)
  );
}

/** What the viewer may do with the season, for the page's buttons. */
export function seasonAbilities(
  access: SeasonAccess,
  state: SeasonState,
  now: Date,
  hasAskedForPlacement: boolean,
): SeasonAbilities {
  const organiser = access.isOrganiser;
  const open = !finished(state);
  const joinTeam =
    isLeagueMember(access) &&
    state.registration === 'open' &&
    access.teamId === null &&
    open &&
    !rostersLocked(state, now);
  return {
    edit: organiser && open,
    manageTeams: organiser && open,
    generateFixtures: organiser && state.stage === 'setup' && !rulesLocked(state) && state.teamCount >= 2,
    seedPlayoffs:
      organiser &&
      state.stage === 'regular' &&
      state.playoffTeams > 0 &&
      state.teamCount >= state.playoffTeams,
    delete: organiser,
    joinTeam,
    askForPlacement: joinTeam && !hasAskedForPlacement,
  };
}
