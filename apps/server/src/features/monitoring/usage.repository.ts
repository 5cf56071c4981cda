import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userActivity } from '../../db/schema/monitoring.ts';
import { accountColumns } from '../auth/auth.read-model.ts';
import { gameColumns } from '../games/games.read-model.ts';

/** The windows the usage figures count in, as instants. */
export type UsageWindows = {
  /** Midnight starting today, and the next one, in the time zone the page asked for. */
  todayStart: Date;
  todayEnd: Date;
  dayAgo: Date;
  weekAgo: Date;
};

export type UsageCounts = {
  totalUsers: number;
  gamesCreatedToday: number;
  dailyActiveUsers: number;
  weeklyActiveUsers: number;
};

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The administrator's usage figures, counted across the tables that hold them (accounts, games, user
 * activity) in one statement. Read-only aggregates: nothing here reads a single person's data.
 */
export function createUsageRepository(db: Database) {
  return {
    async counts({ todayStart, todayEnd, dayAgo, weekAgo }: UsageWindows): Promise<UsageCounts> {
      const result = (await db.execute(sql`
        select
          (select count(*)::int from ${accountColumns.source} where ${accountColumns.emailVerified}) as "totalUsers",
          (select count(*)::int from ${gameColumns.source}
            where ${gameColumns.createdAt} >= ${instant(todayStart)} and ${gameColumns.createdAt} < ${instant(todayEnd)})
            as "gamesCreatedToday",
          (select count(*)::int from ${userActivity} where ${userActivity.lastActiveAt} > ${instant(dayAgo)})
            as "dailyActiveUsers",
          (select count(*)::int from ${userActivity} where ${userActivity.lastActiveAt} > ${instant(weekAgo)})
            as "weeklyActiveUsers"
      `)) as unknown as { rows: UsageCounts[] };
      const [row] = result.rows;
      return {
        totalUsers: Number(row?.totalUsers ?? 0),
        gamesCreatedToday: Number(row?.gamesCreatedToday ?? 0),
        dailyActiveUsers: Number(row?.dailyActiveUsers ?? 0),
        weeklyActiveUsers: Number(row?.weeklyActiveUsers ?? 0),
      };
    },
  };
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;
