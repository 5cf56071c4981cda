import { type SQL, sql } from 'drizzle-orm';
import { userSportActivities } from '../../db/schema/profiles.ts';

/**
 * The one statement through which another feature adds to players' Sport Activity: `played` is a query
 * yielding (user_id, sport, times played, last played), each added to the player's count for the sport.
 * Games counts its started games through it, so the profile's table is written by its owner's SQL only.
 */
export function addSportsPlayed(played: SQL): SQL {
  return sql`
          insert into ${userSportActivities} (user_id, sport, times_played, last_played)
          ${played}
          on conflict (user_id, sport) do update set
            times_played = ${userSportActivities}.times_played + excluded.times_played,
            last_played = greatest(${userSportActivities}.last_played, excluded.last_played)`;
}
