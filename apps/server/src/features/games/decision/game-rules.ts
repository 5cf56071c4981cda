import {
  CALLED_OFF_MESSAGE,
  type GameDecision,
  type GameRules,
  joinClosedMessage,
} from '@rally/shared/games/game-rules.schemas';

// A game's rules read at an instant: its decision time, its join and leave deadlines, and where it stands
// against its minimum. Pure: "now" is always the caller's (the injected clock's).

const HOUR_MS = 60 * 60 * 1000;

/** What the rules look at of a game. Optional fields read as "no rule", so older callers keep working. */
export type GameRuleFields = {
  startsAt: Date;
  playersJoined: number;
  minPlayers?: number | null;
  decisionHours?: number;
  joinDeadlineHours?: number | null;
  leaveDeadlineHours?: number | null;
  guestsPerPlayer?: number;
  gameOnAt?: Date | null;
  decidedAt?: Date | null;
  calledOffAt?: Date | null;
  calledOffReason?: string | null;
};

const hoursBefore = (start: Date, hours: number) => new Date(start.getTime() - hours * HOUR_MS);

/** When a game below its minimum is called off: the start less the decision hours (2 by default). */
export const decisionTime = (game: GameRuleFields) => hoursBefore(game.startsAt, game.decisionHours ?? 2);

/** When joins and requests close; null when they stay open until the start. */
export const joinBy = (game: GameRuleFields) =>
  game.joinDeadlineHours ? hoursBefore(game.startsAt, game.joinDeadlineHours) : null;

/** After this instant a player who leaves is a late cancellation; null without a leave deadline. */
export const leaveBy = (game: GameRuleFields) =>
  game.leaveDeadlineHours ? hoursBefore(game.startsAt, game.leaveDeadlineHours) : null;

/** Whether the game was called off at its decision time (it stays visible to its players until the start). */
export const isCalledOff = (game: Pick<GameRuleFields, 'calledOffAt'>) => Boolean(game.calledOffAt);

/** Whether the join deadline has passed at `now`. */
export const isJoinClosed = (game: GameRuleFields, now: Date) => {
  const by = joinBy(game);
  return by !== null && now.getTime() >= by.getTime();
};

/** Whether leaving at `now` counts as a late cancellation. */
export const isLateToLeave = (game: GameRuleFields, now: Date) => {
  const by = leaveBy(game);
  return by !== null && now.getTime() >= by.getTime();
};

/**
 * Why nobody may join, ask or wait for the game at `now` (called off, or past its join deadline); null
 * while those stay open. The start itself is the policy's own check ("has already started").
 */
export function joinClosedReason(game: GameRuleFields, now: Date): string | null {
  if (isCalledOff(game)) return CALLED_OFF_MESSAGE;
  if (isJoinClosed(game, now) && game.joinDeadlineHours) return joinClosedMessage(game.joinDeadlineHours);
  return null;
}

/**
 * Where a game with a minimum stands: called off (with the reason), on (the minimum is reached now, or the
 * decision time passed and it went ahead), else pending. Null for a game without a minimum.
 */
export function decisionOf(game: GameRuleFields): GameDecision {
  if (game.minPlayers == null) return null;
  const state = isCalledOff(game)
    ? 'called-off'
    : game.playersJoined >= game.minPlayers || game.decidedAt
      ? 'on'
      : 'pending';
  return {
    minPlayers: game.minPlayers,
    playing: game.playersJoined,
    decidesAt: decisionTime(game).toISOString(),
    state,
    reason: state === 'called-off' ? (game.calledOffReason ?? null) : null,
  };
}

/** The game's rules as its page shows them. */
export function rulesOf(game: GameRuleFields): GameRules {
  return {
    minPlayers: game.minPlayers ?? null,
    decisionHours: game.decisionHours ?? 2,
    joinDeadlineHours: game.joinDeadlineHours ?? null,
    leaveDeadlineHours: game.leaveDeadlineHours ?? null,
    guestsPerPlayer: game.guestsPerPlayer ?? 0,
    joinBy: joinBy(game)?.toISOString() ?? null,
    leaveBy: leaveBy(game)?.toISOString() ?? null,
  };
}
