import type { UserAction } from '@rally/shared/monitoring/monitoring.schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { gameParticipants, games } from '../../db/schema/games.ts';
import { leagueMemberships, leagues } from '../../db/schema/leagues.ts';

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
          (select 'signed_up' as action, ${users.id} as "userId", null::text as subject, false as private,
              ${users.createdAt} as at
            from ${users} where ${users.emailVerified}
            order by ${users.createdAt} desc limit ${limit})
          union all
          (select 'created_game', ${games.hostId}, ${games.title}, ${games.isPrivate}, ${games.createdAt}
            from ${games} order by ${games.createdAt} desc limit ${limit})
          union all
          (select 'joined_game', ${gameParticipants.userId}, ${games.title}, ${games.isPrivate},
              ${gameParticipants.joinedAt}
            from ${gameParticipants} join ${games} on ${games.id} = ${gameParticipants.gameId}
            where ${gameParticipants.userId} <> ${games.hostId}
            order by ${gameParticipants.joinedAt} desc limit ${limit})
          union all
          (select 'created_league', ${leagues.createdBy}, ${leagues.name}, ${leagues.isPrivate},
              ${leagues.createdAt}
            from ${leagues} order by ${leagues.createdAt} desc limit ${limit})
          union all
          (select 'joined_league', ${leagueMemberships.userId}, ${leagues.name}, ${leagues.isPrivate},
              ${leagueMemberships.joinedAt}
            from ${leagueMemberships} join ${leagues} on ${leagues.id} = ${leagueMemberships.leagueId}
            where ${leagueMemberships.userId} <> ${leagues.createdBy}
            order by ${leagueMemberships.joinedAt} desc limit ${limit})
        ) as recent
        order by at desc, action, "userId"
        limit ${limit}
      `)) as unknown as { rows: (Omit<RecentActionRow, 'at'> & { at: Date | string })[] };
      return result.rows.map((row) => ({ ...row, at: new Date(row.at) }));
    },
  };
}

export type RecentActivityRepository = ReturnType<typeof createRecentActivityRepository>;
