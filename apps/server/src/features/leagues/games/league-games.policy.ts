import type { LeagueGameStatus } from '@rally/shared/leagues/league-games.schemas';

/** What the games-between-leagues rules read of a request. */
export type GameRequestFacts = {
  status: 'pending' | 'approved' | 'rejected';
  gameStatus: LeagueGameStatus | null;
  requestingCreatedBy: string;
  targetCreatedBy: string;
  startsAt: Date;
};

/** Only the invited league's creator answers (spec §4). */
export const isTargetCreator = (request: GameRequestFacts, viewerId: string) =>
  request.targetCreatedBy === viewerId;

/** Either league's creator reports the result or cancels (spec §6: the creator acts for the league). */
export const isEitherCreator = (request: GameRequestFacts, viewerId: string) =>
  request.targetCreatedBy === viewerId || request.requestingCreatedBy === viewerId;

/** An approved game not yet played or cancelled: game_status empty or scheduled (spec §4). */
export const isOpenGame = (request: Pick<GameRequestFacts, 'status' | 'gameStatus'>) =>
  request.status === 'approved' && (request.gameStatus === null || request.gameStatus === 'scheduled');

/** A game has a result only once it has started: before, its standings would count a game not played. */
export const hasStarted = (request: Pick<GameRequestFacts, 'startsAt'>, now: Date) =>
  request.startsAt.getTime() <= now.getTime();

/** What the viewer may do with a request at `now`: the abilities each list entry carries. */
export function gameRequestAbilities(request: GameRequestFacts, viewerId: string, now: Date) {
  const open = isOpenGame(request) && isEitherCreator(request, viewerId);
  return {
    canRespond: request.status === 'pending' && isTargetCreator(request, viewerId),
    canReport: open && hasStarted(request, now),
    canCancel: open,
  };
}
