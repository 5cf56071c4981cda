import type { UserAction } from '@rally/shared/monitoring/monitoring.schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountColumns } from '../auth/auth.read-model.ts';
import { gameColumns, gamePlayerColumns } from '../games/games.read-model.ts';
import { leagueColumns, leagueMemberColumns } from '../leagues/leagues.read-model.ts';

export type RecentActionRow = {
  action: UserAction;
  userId: string;
  subject: string | null;
  private: boolean;
  at: Date;
};

/**
 * The administrator's recent user activity, read where it is recorded: sign-ups (verified accounts),
 * games and leagues created, and joins by anyone but their creator. Each source gives its newest
 * `limit` through its time index, so one statement reads a few hundred rows whatever the tables hold.
 */
export function createRecentActivityRepository(db: Database) {
  return {
    async newest(limit: number): Promise<RecentActionRow[]> {
      const result = (await db.execute(sql`
        select action, "userId", subject, private, at from (
          (select 'signed_up' as action, ${accountColumns.id} as "userId", null::text as subject, false as private,
              ${accountColumns.createdAt} as at
            from ${accountColumns.source} where ${accountColumns.emailVerified}
            order by ${accountColumns.createdAt} desc limit ${limit})
          union all
          (select 'created_game', ${gameColumns.hostId}, ${gameColumns.title}, ${gameColumns.isPrivate}, ${gameColumns.createdAt}
            from ${gameColumns.source} order by ${gameColumns.createdAt} desc limit ${limit})
          union all
          (select 'joined_game', ${gamePlayerColumns.userId}, ${gameColumns.title}, ${gameColumns.isPrivate},
              ${gamePlayerColumns.joinedAt}
            from ${gamePlayerColumns.source} join ${gameColumns.source} on ${gameColumns.id} = ${gamePlayerColumns.gameId}
            where ${gamePlayerColumns.userId} <> ${gameColumns.hostId}
            order by ${gamePlayerColumns.joinedAt} desc limit ${limit})
          union all
          (select 'created_league', ${leagueColumns.createdBy}, ${leagueColumns.name}, ${leagueColumns.isPrivate},
              ${leagueColumns.createdAt}
            from ${leagueColumns.source} order by ${leagueColumns.createdAt} desc limit ${limit})
          union all
          (select 'joined_league', ${leagueMemberColumns.userId}, ${leagueColumns.name}, ${leagueColumns.isPrivate},
              ${leagueMemberColumns.joinedAt}
            from ${leagueMemberColumns.source} join ${leagueColumns.source} on ${leagueColumns.id} = ${leagueMemberColumns.leagueId}
            where ${leagueMemberColumns.userId} <> ${leagueColumns.createdBy}
            order by ${leagueMemberColumns.joinedAt} desc limit ${limit})
        ) as recent
        order by at desc, action, "userId"
        limit ${limit}
      `)) as unknown as { rows: (Omit<RecentActionRow, 'at'> & { at: Date | string })[] };
      return result.rows.map((row) => ({ ...row, at: new Date(row.at) }));
    },
  };
}

export type RecentActivityRepository = ReturnType<typeof createRecentActivityRepository>;
