import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { canSeeLeagueContent, isLeagueCreator } from './league-access.ts';
import type { LeagueForViewerRow, LeagueViewerRepository } from './league-viewer.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` could be a row's id at all: anything else is a missing row, never a database error. */
export const isUuid = (id: string) => UUID.test(id);

/** The one error for a league that is not there (or an id that could never be one). */
export const leagueNotFound = () => new AppError('league_not_found', leagueMessages.notFoundTitle);

/**
 * The checks every news, media and games action starts with: the league exists (404), and the viewer
 * may see its content (403 for a private league's outsiders) or is its creator (403 otherwise).
 */
export function createLeagueGate(viewerRepo: LeagueViewerRepository) {
  async function find(leagueId: string, viewerId: string, tx?: Database): Promise<LeagueForViewerRow> {
    const league = isUuid(leagueId) ? await viewerRepo.findForViewer(leagueId, viewerId, tx) : undefined;
    if (!league) throw leagueNotFound();
    return league;
  }
  return {
    find,
    /** The league, when the viewer may read its members' content. */
    async forReader(leagueId: string, viewerId: string, tx?: Database) {
      const league = await find(leagueId, viewerId, tx);
      if (!canSeeLeagueContent(league)) throw forbidden(leagueMessages.membersOnly);
      return league;
    },
    /** The league, when the viewer created it. */
    async forCreator(leagueId: string, viewerId: string, tx?: Database) {
      const league = await find(leagueId, viewerId, tx);
      if (!isLeagueCreator(league)) throw forbidden(leagueMessages.creatorOnly);
      return league;
    },
  };
}

export type LeagueGate = ReturnType<typeof createLeagueGate>;
