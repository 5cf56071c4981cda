import { seasonTable, type TableRow } from '@rally/shared/seasons/season-table';
import type { Tiebreaker } from '@rally/shared/seasons/seasons.constants';

/** A counted regular result as the repository reads it. */
export type CountedRow = {
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
  startsAt: Date;
};

/**
 * The season's table from its teams (by name: the last tiebreak) and its counted regular results, with
 * its points and tiebreakers: what the table page shows and the playoffs are seeded from.
 */
export function rankSeason(
  season: { pointsWin: number; pointsDraw: number; pointsLoss: number; tiebreakers: Tiebreaker[] },
  teamIds: readonly string[],
  counted: readonly CountedRow[],
): TableRow[] {
  return seasonTable({
    teamIds,
    results: counted.map((row) => ({
      homeTeamId: row.homeTeamId,
      awayTeamId: row.awayTeamId,
      homeScore: row.homeScore ?? 0,
      awayScore: row.awayScore ?? 0,
      playedAt: row.startsAt.toISOString(),
    })),
    points: { win: season.pointsWin, draw: season.pointsDraw, loss: season.pointsLoss },
    tiebreakers: season.tiebreakers,
  });
}
