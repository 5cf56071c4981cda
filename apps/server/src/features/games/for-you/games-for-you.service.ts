import { FOR_YOU_RADIUS_MILES, type GamesForYou, rankGamesForYou } from '@rally/shared/games/games-for-you';
import { METRES_PER_MILE } from '@rally/shared/great-circle';
import type { Clock } from '../../../lib/clock.ts';
import type { FriendshipLookup } from '../../friends/friendship-lookup.ts';
import type { DevicePosition, PlayerPositions } from '../../locations/player-position.ts';
import { toGameSummary } from '../games.views.ts';
import type { GamesForYouRepository } from './games-for-you.repository.ts';

type Deps = {
  forYouRepo: GamesForYouRepository;
  positions: PlayerPositions;
  friends: Pick<FriendshipLookup, 'friendIds'>;
  clock: Clock;
};

/**
 * "Games for you": the games the player could join now, near them when their position is known, ranked
 * by the shared `rankGamesForYou` (sport, distance, time, skill, friends going). The player's position
 * and friends are read side by side, then one statement applies every rule and bounds the candidates.
 */
export function createGamesForYouService({ forYouRepo, positions, friends, clock }: Deps) {
  return {
    async forViewer(viewerId: string, device: DevicePosition, limit: number): Promise<GamesForYou> {
      const now = clock.now();
      const [origin, friendIds] = await Promise.all([
        positions.of(viewerId, device),
        friends.friendIds(viewerId),
      ]);
      const rows = await forYouRepo.candidates({
        viewerId,
        now,
        near: origin
          ? { latitude: origin.latitude, longitude: origin.longitude, miles: FOR_YOU_RADIUS_MILES }
          : null,
        friendIds,
      });
      const ranked = rankGamesForYou(
        rows.map((row) => ({
          ...row,
          distanceMiles: row.distanceMetres === null ? null : row.distanceMetres / METRES_PER_MILE,
        })),
        now,
      );
      return { games: ranked.slice(0, limit).map((row) => toGameSummary(row, now)), origin };
    },
  };
}

export type GamesForYouService = ReturnType<typeof createGamesForYouService>;
