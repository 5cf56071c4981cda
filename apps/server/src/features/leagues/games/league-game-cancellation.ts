import { leagueTopic } from '@rally/shared/leagues/leagues.schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { leagueGameRequests } from '../../../db/schema/league-games.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';

/**
 * When the host cancels a game that two leagues scheduled (from the game's own page), the leagues'
 * request follows: it reads cancelled, not scheduled, and both leagues' pages refresh. Runs in the
 * cancellation's transaction, before the game's row (and so the request's link to it) is gone.
 */
export function createLeagueGameCancellation(bus: Pick<RealtimeBus, 'publish'>) {
  return async function leagueGameCancelled(gameId: string, tx: Database): Promise<void> {
    const requests = await tx
      .update(leagueGameRequests)
      .set({ gameStatus: 'cancelled', gameId: null })
      .where(and(eq(leagueGameRequests.gameId, gameId), eq(leagueGameRequests.gameStatus, 'scheduled')))
      .returning({
        requesting: leagueGameRequests.requestingLeagueId,
        target: leagueGameRequests.targetLeagueId,
      });
    for (const leagueId of requests.flatMap((request) => [request.requesting, request.target])) {
      await bus.publish(leagueTopic(leagueId), { type: 'league.changed', leagueId, change: 'games' }, tx);
    }
  };
}
