import type { Database } from '../../db/client.ts';
import type { RealtimeBus } from '../../plugins/realtime/realtime-bus.ts';
import { createLeagueGameCancellation } from './games/league-game-cancellation.ts';
import { createLeaguesRepository } from './leagues.repository.ts';
import { createFixtureOfGame } from './seasons/fixtures/fixture-of-game.ts';
import { createFixturesRepository } from './seasons/fixtures/fixtures.repository.ts';

/**
 * What other features may ask of leagues before the leagues module exists (profiles and games are
 * built first, and leagues depend on them): reads on the leagues feature's own tables, and what a
 * league does when one of its games is cancelled.
 */
export type LeaguePorts = ReturnType<typeof createLeaguePorts>;

export function createLeaguePorts({ db, bus }: { db: Database; bus: RealtimeBus }) {
  const leaguesRepo = createLeaguesRepository(db);
  return {
    /** The leagues a player created or belongs to, as the viewer may see them (a profile's list). */
    leaguesOfPlayer: (viewerId: string, userId: string) => leaguesRepo.leaguesOfPlayer(userId, viewerId),
    /** A league as a shared link's preview card reads it. */
    findLeagueForPreview: (id: string) => leaguesRepo.findLeague(id),
    /** The season fixture a game is, for its page (issue 29): the games feature reads it through here. */
    fixtureOfGame: createFixtureOfGame(createFixturesRepository(db)),
    /** A league game cancelled from the game's page also leaves the league's pages. */
    onLeagueGameCancelled: createLeagueGameCancellation(bus),
  };
}
