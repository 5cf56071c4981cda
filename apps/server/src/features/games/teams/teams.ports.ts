import type { Database } from '../../../db/client.ts';
import { createTeamsRepository } from './teams.repository.ts';

export type SportResults = { wins: number; losses: number; draws: number };

/**
 * Players' wins, losses and draws per sport, for features built before games (the profile's sport
 * activity): one grouped statement per player, from the published teams of games with a result.
 */
export function createTeamResultReads(db: Database) {
  const repo = createTeamsRepository(db);
  return {
    async resultsOf(userId: string): Promise<Map<string, SportResults>> {
      const rows = await repo.resultCounts([userId]);
      return new Map(
        rows.map((row) => [row.sport, { wins: row.wins, losses: row.losses, draws: row.draws }]),
      );
    },
  };
}
