import type { Database } from '../../../db/client.ts';
import type { SeasonFixtureGames } from './season-steps.ts';
import type { SeasonsRepository } from './seasons.repository.ts';

/**
 * A league's deletion as its seasons' fixtures see it: every season's upcoming fixture games are
 * cancelled as a host's cancel does (their players told, once each season) before the league's rows
 * cascade away, so nobody finds a fixture gone without a word.
 */
export function createLeagueSeasonGames({
  seasonsRepo,
  fixtureGames,
}: {
  seasonsRepo: Pick<SeasonsRepository, 'seasonIdsOfLeague'>;
  fixtureGames: Pick<SeasonFixtureGames, 'cancelSeasonGames'>;
}) {
  return {
    async cancelAll(leagueId: string, tx: Database): Promise<void> {
      for (const seasonId of await seasonsRepo.seasonIdsOfLeague(leagueId, tx))
        await fixtureGames.cancelSeasonGames(seasonId, tx);
    },
  };
}

export type LeagueSeasonGames = ReturnType<typeof createLeagueSeasonGames>;
