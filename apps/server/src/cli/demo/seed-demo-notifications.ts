import {
  friendAcceptedNotificationMessage,
  friendRequestNotificationMessage,
  friendsMessages,
} from '@rally/shared/friends/friends.schemas';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import {
  gameJoinRequestNotices,
  participationNotices,
} from '../../features/games/participation/participation.notifications.ts';
import { approvedNote, resultNote } from '../../features/leagues/games/league-games.notifications.ts';
import {
  leagueJoinRequestNotices,
  leagueNotices,
} from '../../features/leagues/membership/league-membership.notifications.ts';
import type { NotifyInput } from '../../features/notifications/notifications.service.ts';
import { DAY_MS } from './demo-clock.ts';
import { inChunks } from './in-chunks.ts';
import { stableChance, stableUuid } from './stable-uuid.ts';

/** The newest this many notices of each player are kept: a history, not every join since the start. */
const HISTORY_PER_PLAYER = 40;

type Notice = NotifyInput & { key: string; at: Date; waiting?: boolean };

/** The rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
async function rows<T>(tx: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}
const asDate = (value: Date | string) => new Date(value);

/**
 * Each demo player's notification history, told as the app would have told it when each thing
 * happened, with the app's own texts: players joining games they host (or their request to a private
 * game approved), requests waiting for them, friend requests and acceptances, league members and
 * requests, and games between leagues scheduled and won or lost. Dated when it happened; what is more
 * than two days old is read, newer ones are read about half the time, and requests not yet answered
 * are unread. Read from the seeded world itself, so a second run finds the same notices (same ids).
 */
export async function seedDemoNotifications(tx: Database, demoIds: readonly string[], now: Date) {
  const ids = sql`${sql.param([...demoIds])}::text[]`;
  const notices: Notice[] = [];

  const joins = await rows<{
    id: string;
    gameId: string;
    title: string;
    isPrivate: boolean;
    hostId: string;
    playerId: string;
    playerName: string;
    joinedAt: Date | string;
  }>(
    tx,
    sql`select p.id, g.id as "gameId", g.title, g.is_private as "isPrivate", g.host_id as "hostId",
          p.user_id as "playerId", u.name as "playerName", p.joined_at as "joinedAt"
        from game_participants p join games g on g.id = p.game_id join user_profiles u on u.user_id = p.user_id
        where g.host_id = any(${ids}) and p.user_id <> g.host_id`,
  );
  for (const join of joins) {
    const game = { id: join.gameId, title: join.title };
    notices.push(
      join.isPrivate
        ? {
            key: `approved-${join.id}`,
            userId: join.playerId,
            ...gameJoinRequestNotices.approved({ id: game.id, name: game.title }, join.hostId),
            at: asDate(join.joinedAt),
          }
        : {
            key: `joined-${join.id}`,
            userId: join.hostId,
            ...participationNotices.joined(game, { id: join.playerId, name: join.playerName }),
            at: asDate(join.joinedAt),
          },
    );
  }

  const gameRequests = await rows<{
    id: string;
    gameId: string;
    title: string;
    hostId: string;
    userId: string;
    name: string;
    createdAt: Date | string;
  }>(
    tx,
    sql`select r.id, g.id as "gameId", g.title, g.host_id as "hostId", r.user_id as "userId", u.name,
          r.created_at as "createdAt"
        from game_join_requests r join games g on g.id = r.game_id join user_profiles u on u.user_id = r.user_id
        where r.status = 'pending' and g.host_id = any(${ids})`,
  );
  for (const request of gameRequests) {
    notices.push({
      key: `game-request-${request.id}`,
      userId: request.hostId,
      ...gameJoinRequestNotices.requested(
        { id: request.gameId, name: request.title },
        { id: request.userId, name: request.name },
      ),
      at: asDate(request.createdAt),
      waiting: true,
    });
  }

  const friends = await rows<{
    id: string;
    status: 'pending' | 'accepted';
    requesterId: string;
    requesterName: string;
    recipientId: string;
    recipientName: string;
    createdAt: Date | string;
    updatedAt: Date | string;
  }>(
    tx,
    sql`select f.id, f.status, f.user_id as "requesterId", a.name as "requesterName",
          f.friend_id as "recipientId", b.name as "recipientName", f.created_at as "createdAt", f.updated_at as "updatedAt"
        from friendships f join user_profiles a on a.user_id = f.user_id join user_profiles b on b.user_id = f.friend_id
        where f.user_id = any(${ids})`,
  );
  for (const friendship of friends) {
    if (friendship.status === 'pending') {
      notices.push({
        key: `friend-request-${friendship.id}`,
        userId: friendship.recipientId,
        type: 'friend_request',
        title: friendsMessages.requestTitle,
        message: friendRequestNotificationMessage(friendship.requesterName),
        relatedId: friendship.id,
        relatedUserId: friendship.requesterId,
        at: asDate(friendship.createdAt),
        waiting: true,
      });
    } else {
      notices.push({
        key: `friend-accepted-${friendship.id}`,
        userId: friendship.requesterId,
        type: 'friend_accepted',
        title: friendsMessages.requestAcceptedTitle,
        message: friendAcceptedNotificationMessage(friendship.recipientName),
        relatedId: friendship.recipientId,
        relatedUserId: friendship.recipientId,
        at: asDate(friendship.updatedAt),
      });
    }
  }

  const members = await rows<{
    id: string;
    leagueId: string;
    leagueName: string;
    creatorId: string;
    userId: string;
    name: string;
    at: Date | string;
    pending: boolean;
  }>(
    tx,
    sql`select m.id, l.id as "leagueId", l.name as "leagueName", l.created_by as "creatorId", m.user_id as "userId",
          u.name, m.joined_at as at, false as pending
        from league_memberships m join leagues l on l.id = m.league_id join user_profiles u on u.user_id = m.user_id
        where l.created_by = any(${ids}) and m.user_id <> l.created_by
        union all
        select r.id, l.id, l.name, l.created_by, r.user_id, u.name, r.created_at, true
        from league_join_requests r join leagues l on l.id = r.league_id join user_profiles u on u.user_id = r.user_id
        where l.created_by = any(${ids}) and r.status = 'pending'`,
  );
  for (const member of members) {
    const league = { id: member.leagueId, name: member.leagueName };
    const person = { id: member.userId, name: member.name };
    notices.push({
      key: `league-${member.pending ? 'request' : 'member'}-${member.id}`,
      userId: member.creatorId,
      ...(member.pending
        ? leagueJoinRequestNotices.requested(league, person)
        : leagueNotices.joined(league, person)),
      at: asDate(member.at),
      waiting: member.pending,
    });
  }

  const leagueGames = await rows<{
    id: string;
    title: string;
    gameDate: string;
    gameTime: string;
    location: string;
    requestingLeagueId: string;
    requestingName: string;
    targetName: string;
    respondedBy: string;
    respondedAt: Date | string;
    winnerLeagueId: string | null;
    scoreWinner: number | null;
    scoreLoser: number | null;
    reportedBy: string | null;
    reportedAt: Date | string | null;
    userId: string;
    leagueId: string;
  }>(
    tx,
    sql`select distinct on (q.id, m.user_id) q.id, q.title, q.game_date::text as "gameDate", q.game_time as "gameTime",
          q.location, q.requesting_league_id as "requestingLeagueId", a.name as "requestingName", b.name as "targetName",
          q.responded_by as "respondedBy", q.responded_at as "respondedAt",
          r.winner_league_id as "winnerLeagueId", r.score_winner as "scoreWinner", r.score_loser as "scoreLoser",
          r.reported_by as "reportedBy", r.created_at as "reportedAt", m.user_id as "userId", m.league_id as "leagueId"
        from league_game_requests q
        join leagues a on a.id = q.requesting_league_id join leagues b on b.id = q.target_league_id
        left join league_game_results r on r.request_id = q.id
        join league_memberships m on m.league_id in (q.requesting_league_id, q.target_league_id)
        where q.status = 'approved' and q.requester_user_id = any(${ids})
        order by q.id, m.user_id, m.league_id`,
  );
  for (const game of leagueGames) {
    const facts = game;
    const about = { relatedId: game.leagueId, userId: game.userId };
    if (game.userId !== game.respondedBy)
      notices.push({
        key: `league-game-approved-${game.id}-${game.userId}`,
        ...approvedNote(facts),
        ...about,
        relatedUserId: game.respondedBy,
        at: asDate(game.respondedAt),
      });
    if (game.winnerLeagueId && game.reportedAt && game.userId !== game.reportedBy)
      notices.push({
        key: `league-game-result-${game.id}-${game.userId}`,
        ...resultNote(facts, {
          requestingWon: game.winnerLeagueId === game.requestingLeagueId,
          scoreWinner: game.scoreWinner,
          scoreLoser: game.scoreLoser,
        }),
        ...about,
        relatedUserId: game.reportedBy,
        at: asDate(game.reportedAt),
      });
  }

  const byPlayer = new Map<string, Notice[]>();
  for (const notice of notices) {
    if (notice.at.getTime() > now.getTime()) continue;
    byPlayer.set(notice.userId, [...(byPlayer.get(notice.userId) ?? []), notice]);
  }
  const values = [...byPlayer.values()].flatMap((history) =>
    history
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, HISTORY_PER_PLAYER)
      .map((notice) => ({
        id: stableUuid(`notification-${notice.key}`),
        userId: notice.userId,
        type: notice.type,
        title: notice.title,
        message: notice.message,
        relatedId: notice.relatedId ?? null,
        relatedUserId: notice.relatedUserId ?? null,
        read:
          !notice.waiting &&
          (now.getTime() - notice.at.getTime() > 2 * DAY_MS || stableChance(`read-${notice.key}`) < 0.5),
        createdAt: notice.at,
      })),
  );
  await inChunks(values, (chunk) => tx.insert(notifications).values(chunk).onConflictDoNothing());
  return values.length;
}
