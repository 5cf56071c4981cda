import {
  type LeagueStandings,
  type LeagueStats,
  RECENT_RESULTS_CAP,
  winRate,
} from '@rally/shared/leagues/league-games.schemas';
import type { LeagueGate } from '../league-viewer.ts';
import type { LeagueStandingsRepository } from './league-standings.repository.ts';

/** How many ranks Standings lists; the viewed league's row is added when it ranks lower. */
export const STANDINGS_TOP = 100;

type Deps = { standingsRepo: LeagueStandingsRepository; gate: LeagueGate };

/** The Stats tab and Standings, from reported results, for whoever may see the league's content. */
export function createLeagueStandingsService({ standingsRepo, gate }: Deps) {
  return {
    /** Played, wins, losses and the win rate over every result, with the 10 most recent. */
    async stats(viewerId: string, leagueId: string): Promise<LeagueStats> {
      await gate.forReader(leagueId, viewerId);
      const rows = await standingsRepo.recentResults(leagueId, RECENT_RESULTS_CAP);
      const played = rows[0]?.played ?? 0;
      const wins = rows[0]?.wins ?? 0;
      return {
        played,
        wins,
        losses: played - wins,
        winRate: winRate(wins, played),
        recentResults: rows.map((row) => ({
          requestId: row.requestId,
          title: row.title,
          opponent: { id: row.opponentId, name: row.opponentName, sport: row.opponentSport },
          won: row.won,
          scoreFor: row.scoreFor,
          scoreAgainst: row.scoreAgainst,
          playedAt: row.startsAt.toISOString(),
        })),
      };
    },

    /**
     * The leagues of this league's sport with a result, ranked: the first STANDINGS_TOP, and the viewed
     * league's own row wherever it ranks (absent before its first result).
     */
    async standings(viewerId: string, leagueId: string): Promise<LeagueStandings> {
      const league = await gate.forReader(leagueId, viewerId);
      const rows = await standingsRepo.standings(league.sport, league.id, STANDINGS_TOP);
      return {
        sport: league.sport,
        rows: rows.map((row) => ({
          rank: row.rank,
          league: { id: row.id, name: row.name, sport: row.sport },
          played: row.played,
          won: row.won,
          lost: row.played - row.won,
          winRate: winRate(row.won, row.played) ?? 0,
          pointsFor: row.pointsFor,
          pointsAgainst: row.pointsAgainst,
        })),
      };
    },
  };
}

export type LeagueStandingsService = ReturnType<typeof createLeagueStandingsService>;
