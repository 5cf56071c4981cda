import type { PlayerRecord } from '@rally/shared/player-record';
import { recordSkillLevel } from '@rally/shared/player-record';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { userProfiles, userSportActivities } from '../../db/schema/profiles.ts';
import { sportsmanshipAverageOf, sportsmanshipCountOf } from '../reviews/reviews.read-model.ts';

/**
 * The player record (`PlayerRecord`) as columns of the caller's own statement: correlated subqueries
 * by the player's id, each served by its table's key or index, so a list of join requests reads every
 * requester's record in the same query, never one look-up per request. The profiles feature owns the
 * profile and sport activity tables and says here what of them a host may see; the ratings come
 * through the reviews feature's read model.
 */
export function playerRecordColumns(userId: AnyPgColumn | SQL, sport: AnyPgColumn | SQL) {
  return {
    recordSkill: sql<unknown>`(select skill.value from ${userProfiles} profile,
      jsonb_each_text(profile.sport_skills) skill
      where profile.user_id = ${userId} and lower(skill.key) = lower(${sport}) limit 1)`,
    recordGamesPlayed: sql<number>`coalesce((select sum(activity.times_played)::int
      from ${userSportActivities} activity
      where activity.user_id = ${userId} and lower(activity.sport) = lower(${sport})), 0)`.mapWith(Number),
    recordRatingAverage: sportsmanshipAverageOf(userId),
    recordRatingCount: sportsmanshipCountOf(userId),
  };
}

export type PlayerRecordRow = {
  recordSkill: unknown;
  recordGamesPlayed: number;
  recordRatingAverage: number | null;
  recordRatingCount: number;
};

/** The record as the wire carries it. */
export function toPlayerRecord(row: PlayerRecordRow): PlayerRecord {
  return {
    skillLevel: recordSkillLevel(row.recordSkill),
    gamesPlayed: row.recordGamesPlayed,
    sportsmanship: {
      average: row.recordRatingAverage == null ? null : Math.round(Number(row.recordRatingAverage) * 10) / 10,
      count: row.recordRatingCount,
    },
  };
}
