import { METRES_PER_MILE } from '@rally/shared/great-circle';
import type { SkillLevel } from '@rally/shared/sports';
import { and, asc, eq, getTableColumns, gt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { gameJoinRequests, gameParticipants, games, gameWaitlist } from '../../../db/schema/games.ts';
import { profileColumns } from '../../profiles/profiles.read-model.ts';
import {
  epochOf,
  FAR_FUTURE_EPOCH,
  type GameListRow,
  gamePoint,
  genderAllows,
  hostProfile,
  placeAndStart,
  pointOf,
  relationTo,
  viewerGenderOf,
  withHost,
} from '../games.repository.ts';

/** How many of the soonest joinable games in the player's sports, and in others, are ranked. */
export const FOR_YOU_CANDIDATES = { inSports: 40, others: 20 } as const;

/** A game the player could join, with what the ranking reads besides the summary. */
export type GameForYouRow = GameListRow & {
  sportMatch: boolean;
  playerSkill: SkillLevel | null;
  friendsGoing: number;
};

export type GamesForYouParams = {
  viewerId: string;
  now: Date;
  /** Only games within `miles` of here, when the player's position is known. */
  near: { latitude: number; longitude: number; miles: number } | null;
  /** The player's accepted friends, for "friends going". */
  friendIds: readonly string[];
};

/**
 * The candidates of "Games for you" in one statement. The hard rules are all here: upcoming, public,
 * not full, not hosted, joined, waitlisted or asked for by the viewer, allowed by the game's gender
 * rule for the gender on the viewer's profile (a gendered game needs one), and within the radius when
 * the position is known. Of those, the soonest 40 in the viewer's sports and the soonest 20 in other
 * sports are kept (a bounded set, however many games there are), then their hosts, the viewer's skill
 * in each game's sport and how many friends play in each are read for those rows only.
 */
export function createGamesForYouRepository(db: Database) {
  return {
    async candidates(params: GamesForYouParams): Promise<GameForYouRow[]> {
      const viewer = params.viewerId;
      // The viewer's sports are read first and sent as a value, not a subquery: the planner then weighs
      // the actual sports against the sport column's statistics (a rare or absent sport through the sport
      // index) where a subquery's unknown value left it guessing, and it scanned every game (62 ms of
      // 100,000 when none matched).
      const [profile] = await db
        .select({ sports: profileColumns.sports })
        .from(profileColumns.source)
        .where(eq(profileColumns.userId, viewer));
      const viewerSports = profile?.sports ?? [];
      const inSports = viewerSports.length
        ? sql`${games.sport} = any(${sql.param(viewerSports)}::text[])`
        : sql`false`;
      const joinable: SQL[] = [
        gt(games.startsAt, params.now),
        sql`${games.calledOffAt} is null`,
        eq(games.isPrivate, false),
        sql`${games.playersJoined} < ${games.maxPlayers}`,
        sql`${games.hostId} <> ${viewer}`,
        sql`not exists (select 1 from ${gameParticipants} where ${gameParticipants.gameId} = ${games.id} and ${gameParticipants.userId} = ${viewer})`,
        sql`not exists (select 1 from ${gameWaitlist} where ${gameWaitlist.gameId} = ${games.id} and ${gameWaitlist.userId} = ${viewer})`,
        // Any request, answered or not: a pending one is waiting, a refused one is the host's answer.
        sql`not exists (select 1 from ${gameJoinRequests} where ${gameJoinRequests.gameId} = ${games.id} and ${gameJoinRequests.userId} = ${viewer})`,
        genderAllows(viewerGenderOf(viewer)),
      ];
      let distance: SQL = sql`null::float8`;
      if (params.near) {
        const from = pointOf(params.near.latitude, params.near.longitude);
        const radius = sql`${params.near.miles * METRES_PER_MILE}::float8`;
        distance = sql`earth_distance(${from}, ${gamePoint})`;
        joinable.push(
          sql`${games.latitude} is not null and ${games.longitude} is not null`,
          // The place-and-start index's box, then the exact circle.
          sql`cube(earth_box(${from}, ${radius}), ${epochOf(params.now)}, ${FAR_FUTURE_EPOCH}) && ${placeAndStart}`,
          sql`${distance} <= ${radius}`,
        );
      }
      // Soonest first, by an expression the start index cannot give: the planner then reads the games of
      // the viewer's sports through the sport index (or those in the place-and-start box) and sorts them,
      // instead of walking every upcoming game in start order looking for a rare sport (325 ms at 100,000
      // games when none matched). Games of other sports are common, so their walk by start stops early.
      const byStartComputed = sql`${games.startsAt} + interval '0 seconds'`;
      const soonest = (sports: SQL, limit: number, order: 'index' | 'sort') =>
        db
          .select({
            ...getTableColumns(games),
            distanceMetres: sql<number | null>`${distance}`.as('distance_metres'),
          })
          .from(games)
          .where(and(...joinable, sports))
          .orderBy(order === 'sort' ? asc(byStartComputed) : asc(games.startsAt), asc(games.id))
          .limit(limit);
      // Named as the table, so the columns (and the host's join) read from it as from the table.
      const chosen = soonest(inSports, FOR_YOU_CANDIDATES.inSports, 'sort')
        .unionAll(soonest(sql`not (${inSports})`, FOR_YOU_CANDIDATES.others, params.near ? 'sort' : 'index'))
        .as('games');
      const friends = params.friendIds.join(',');
      return db
        .select({
          ...withHost,
          relation: relationTo(viewer),
          distanceMetres: sql<number | null>`${chosen.distanceMetres}`.mapWith(Number),
          viewerGender: viewerGenderOf(viewer),
          sportMatch: sql<boolean>`${inSports}`,
          playerSkill: sql<SkillLevel | null>`(select ${profileColumns.sportSkills} ->> ${games.sport} from ${profileColumns.source} where ${profileColumns.userId} = ${viewer})`,
          friendsGoing:
            sql<number>`(select count(*) from ${gameParticipants} where ${gameParticipants.gameId} = ${games.id} and ${gameParticipants.userId} = any(string_to_array(${friends}, ',')))`.mapWith(
              Number,
            ),
        })
        .from(chosen)
        .leftJoin(hostProfile.source, eq(hostProfile.userId, games.hostId));
    },
  };
}

export type GamesForYouRepository = ReturnType<typeof createGamesForYouRepository>;
