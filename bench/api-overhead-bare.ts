/**
 * The yardstick of the API overhead benchmark: a bare Fastify server that answers Rally's read
 * endpoints with byte-identical JSON, running the same SQL (the session lookup by signed cookie
 * included) through the database driver directly: no validation, no ORM, no framework plugins.
 * Whatever Rally spends beyond this is the cost of its request path.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { byName, encodeFriendsCursor } from '@rally/shared/friends/friend-order';
import {
  FRIEND_ACTIVITY_LIMIT,
  FRIEND_ACTIVITY_WINDOW_DAYS,
  FRIEND_ROW_SPORTS,
  FRIENDS_PAGE_DEFAULT,
} from '@rally/shared/friends/friends.schemas';
import {
  NEARNESS_RADIUS_MILES,
  playedSkills,
  sharedSports,
  suggestionScore,
} from '@rally/shared/friends/suggestion-score';
import { DISCOVER_PAGE_SIZE, LEAGUE_NEAR_RADIUS_MILES } from '@rally/shared/leagues/leagues.schemas';
import { MESSAGE_PREVIEW_LENGTH, MESSAGES_PAGE_DEFAULT } from '@rally/shared/messages/messages.schemas';
import { NOTIFICATIONS_FETCH_LIMIT } from '@rally/shared/notifications/notifications.schemas';
import { PRESENCE_STALE_AFTER_MS } from '@rally/shared/presence/presence.schemas';
import { sportActivityPercent } from '@rally/shared/profiles/sport-activity';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many games and reviews a profile lists in each tab (Rally's reviews service). */
const PROFILE_LIST_MAX = 20;

/** A row of raw SQL: its shape is the statement's. */
// biome-ignore lint/suspicious/noExplicitAny: each statement's columns are read by name right below it.
type Row = Record<string, any>;

/**
 * Runs one statement with positional parameters and answers its rows; a name prepares it once per
 * connection, as Rally prepares the same statements by name.
 */
export type Query = (text: string, params: unknown[], name?: string) => Promise<Row[]>;

const card = `user_id as "userId", username, name, avatar_url as "avatarUrl", sports, sport_skills as "sportSkills"`;
const friendUser = (p: Row) => ({
  userId: p.userId,
  name: p.name,
  username: p.username,
  avatarUrl: p.avatarUrl,
  sports: p.sports.slice(0, FRIEND_ROW_SPORTS),
});

/** Starts the bare server on a free port of 127.0.0.1; answers the port and a function that stops it. */
export async function startBareServer(query: Query, secret: string) {
  const app = Fastify({ logger: false });

  /** The same check better-auth makes: a signed cookie, its session by token, unexpired, then its user. */
  async function viewer(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    const raw = /(?:^|;\s*)rally\.session_token=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
    const value = raw ? decodeURIComponent(raw) : '';
    const dot = value.lastIndexOf('.');
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
    if (dot < 1 || signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
      reply.code(401).send({ error: 'unauthorized' });
      return undefined;
    }
    const [session] = await query('select * from sessions where token = $1 limit 1', [token]);
    if (!session || session.expires_at < new Date()) {
      reply.code(401).send({ error: 'unauthorized' });
      return undefined;
    }
    const [user] = await query('select * from users where id = $1 limit 1', [session.user_id]);
    if (!user) reply.code(401).send({ error: 'unauthorized' });
    return user?.id;
  }

  const acceptedOf = (userId: string) =>
    query(
      `select * from friendships where (user_id = $1 or friend_id = $1) and status = 'accepted'`,
      [userId],
      'friends_accepted',
    );
  const other = (row: Row, userId: string): string => (row.user_id === userId ? row.friend_id : row.user_id);
  const cards = async (ids: string[]) =>
    ids.length === 0 ? [] : query(`select ${card} from user_profiles where user_id = any($1)`, [ids]);
  // The first page, as a client asks for it: one join, sorted by name.
  app.get('/api/friends', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const rows = (await query(
      `select p.user_id as "userId", p.name, p.username, p.avatar_url as "avatarUrl", p.sports,
         coalesce(p.show_activity_status and pr.is_online and pr.last_seen >= $2, false) as online,
         f.updated_at as since
       from friendships f
       join user_profiles p on p.user_id = case when f.user_id = $1 then f.friend_id else f.user_id end
       left join user_presence pr on pr.user_id = p.user_id
       where (f.user_id = $1 or f.friend_id = $1) and f.status = 'accepted'`,
      [userId, new Date(Date.now() - PRESENCE_STALE_AFTER_MS)],
    )) as { userId: string; name: string; online: boolean; since: Date }[];
    const page = rows.sort(byName).slice(0, FRIENDS_PAGE_DEFAULT);
    const last = page.at(-1);
    return {
      friends: page.map((p) => ({ ...friendUser(p), online: p.online, since: p.since.toISOString() })),
      nextCursor: rows.length > FRIENDS_PAGE_DEFAULT && last ? encodeFriendsCursor(last) : null,
    };
  });

  app.get('/api/friends/requests', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const pending = await query(
      `select id, user_id, friend_id, created_at from friendships
       where (user_id = $1 or friend_id = $1) and status = 'pending' order by created_at desc, id desc`,
      [userId],
    );
    const byId = new Map((await cards(pending.map((row) => other(row, userId)))).map((p) => [p.userId, p]));
    const incoming: Row[] = [];
    const outgoing: Row[] = [];
    for (const row of pending) {
      const p = byId.get(other(row, userId));
      if (!p) continue;
      const item = { requestId: row.id, user: friendUser(p), createdAt: row.created_at.toISOString() };
      (row.user_id === userId ? outgoing : incoming).push(item);
    }
    return { incoming, outgoing };
  });

  // The viewer's sports, then where they are (the profile's place), then the candidates near first.
  app.get('/api/friends/suggestions', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const [me] = await query(
      `select sports, sport_skills as "sportSkills" from user_profiles where user_id = $1`,
      [userId],
    );
    if (!me || me.sports.length === 0) return { suggestions: [] };
    const [profile] = await query('select * from user_profiles where user_id = $1', [userId]);
    const origin =
      profile && profile.latitude !== null && profile.longitude !== null
        ? [profile.latitude, profile.longitude]
        : null;
    const miles = origin
      ? `(earth_distance(ll_to_earth($3::float8, $4::float8), ll_to_earth(latitude, longitude)) / 1609.344)::float8`
      : 'null::float8';
    const candidates = await query(
      `select ${card}, ${miles} as "distanceMiles" from user_profiles
       where sports && $1::text[] and user_id <> $2
         and user_id not in (select case when user_id = $2 then friend_id else user_id end from friendships
                             where user_id = $2 or friend_id = $2)
       order by ${origin ? `coalesce(${miles} <= $5, false) desc,` : ''}
         cardinality(array(select unnest(sports) intersect select unnest($1::text[]))) desc,
         updated_at desc, user_id asc
       limit 50`,
      origin ? [me.sports, userId, ...origin, NEARNESS_RADIUS_MILES] : [me.sports, userId],
    );
    const mine = playedSkills(me as never);
    const scored = [];
    for (const p of candidates) {
      const theirs = playedSkills(p as never);
      const shared = sharedSports(mine, theirs);
      if (shared.length > 0)
        scored.push({
          ...friendUser(p),
          sharedSports: shared,
          score: suggestionScore(mine, theirs, p.distanceMiles),
          distanceMiles: p.distanceMiles === null ? null : Math.round(p.distanceMiles * 10) / 10,
        });
    }
    scored.sort((a, b) => b.score - a.score || byName(a, b));
    return { suggestions: scored.slice(0, 10) };
  });

  // Friends' public game creations and joins of the last week, newest first: the statements Rally's
  // games feature sends, the friend ids as one array parameter (as Rally sends them).
  app.get('/api/friends/activity', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const ids = (await acceptedOf(userId)).map((row) => other(row, userId));
    if (ids.length === 0) return { activities: [] };
    const since = new Date(Date.now() - FRIEND_ACTIVITY_WINDOW_DAYS * DAY_MS);
    const each = Math.ceil(FRIEND_ACTIVITY_LIMIT / 2);
    const [created, joined] = await Promise.all([
      query(
        `select g.host_id as "userId", p.name, g.id as "gameId", g.title, g.sport, g.location, g.created_at as at
         from games g left join user_profiles p on p.user_id = g.host_id
         where g.host_id = any($1::text[]) and g.created_at >= $2 and g.is_private = $3
         order by g.created_at desc, g.id desc limit $4`,
        [ids, since, false, each],
        'friend_activity_creations',
      ),
      query(
        `select gp.user_id as "userId", p.name, g.id as "gameId", g.title, g.sport, g.location, gp.joined_at as at
         from game_participants gp join games g on g.id = gp.game_id
         left join user_profiles p on p.user_id = gp.user_id
         where gp.user_id = any($1::text[]) and gp.joined_at >= $2 and gp.user_id <> g.host_id
           and g.is_private = $3
         order by gp.joined_at desc, gp.id desc limit $4`,
        [ids, since, false, each],
        'friend_activity_joins',
      ),
    ]);
    const activity = (row: Row, action: 'created' | 'joined') => ({
      id: `${action}:${row.gameId}:${row.userId}`,
      userId: row.userId,
      name: row.name ?? 'Unknown Player',
      action,
      game: row.title,
      gameId: row.gameId,
      time: row.at.toISOString(),
      sport: row.sport,
      location: row.location,
    });
    return {
      activities: [
        ...created.map((row) => activity(row, 'created')),
        ...joined.map((row) => activity(row, 'joined')),
      ]
        .sort((a, b) => b.time.localeCompare(a.time))
        .slice(0, FRIEND_ACTIVITY_LIMIT),
    };
  });

  app.get('/api/presence/friends', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const rows = await query(
      `select pr.user_id from user_presence pr
       join friendships f on f.status = 'accepted'
         and ((f.user_id = $1 and f.friend_id = pr.user_id) or (f.friend_id = $1 and f.user_id = pr.user_id))
       join user_profiles p on p.user_id = pr.user_id
       where pr.is_online = true and pr.last_seen >= $2 and p.show_activity_status = true`,
      [userId, new Date(Date.now() - PRESENCE_STALE_AFTER_MS)],
    );
    return { online: rows.map((row) => row.user_id) };
  });

  app.get('/api/notifications', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const [[unread], rows] = await Promise.all([
      query('select count(*)::int as value from notifications where user_id = $1 and read = $2', [
        userId,
        false,
      ]),
      // One more than the page, to know whether another follows; each row with its cursor to the microsecond.
      query(
        `select *, (extract(epoch from created_at) * 1000000)::bigint::text as cursor_micros from notifications
         where user_id = $1 order by created_at desc, id desc limit $2`,
        [userId, NOTIFICATIONS_FETCH_LIMIT + 1],
      ),
    ]);
    const page = rows.slice(0, NOTIFICATIONS_FETCH_LIMIT);
    const last = page.at(-1);
    return {
      notifications: page.map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        message: row.message,
        relatedId: row.related_id,
        relatedUserId: row.related_user_id,
        read: row.read,
        createdAt: row.created_at.toISOString(),
      })),
      unreadCount: unread?.value ?? 0,
      nextCursor: rows.length > NOTIFICATIONS_FETCH_LIMIT && last ? `${last.cursor_micros}_${last.id}` : null,
    };
  });

  app.get<{ Params: { friendId: string } }>('/api/messages/:friendId', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const { friendId } = request.params;
    const [pair] = await query(
      `select * from friendships where (user_id = $1 and friend_id = $2) or (user_id = $2 and friend_id = $1)`,
      [userId, friendId],
    );
    if (pair?.status !== 'accepted') return reply.code(403).send({ error: 'not_friends' });
    const rows = await query(
      `select * from direct_messages where (sender_id = $1 and receiver_id = $2) or (sender_id = $2 and receiver_id = $1)
       order by sent_at desc, id desc limit $3`,
      [userId, friendId, MESSAGES_PAGE_DEFAULT + 1],
    );
    return {
      messages: rows
        .slice(0, MESSAGES_PAGE_DEFAULT)
        .reverse()
        .map((row) => ({
          id: row.id,
          senderId: row.sender_id,
          receiverId: row.receiver_id,
          message: row.message,
          sentAt: row.sent_at.toISOString(),
        })),
      hasMore: rows.length > MESSAGES_PAGE_DEFAULT,
    };
  });

  // The own profile screen: the profile row, then its sport activity, friend count, player record
  // (games played, rating, upcoming and past games, reviews received) and leagues, all at once.
  app.get('/api/profiles/me', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const [row] = await query(
      `select user_id, username, name, email, avatar_url, location, bio, sports, sport_skills, gender,
         custom_gender, show_activity_status, created_at,
         updated_at
       from user_profiles where user_id = $1`,
      [userId],
      'profile_of',
    );
    if (!row) return reply.code(404).send({ error: 'not_found' });
    const now = new Date();
    const playerGames = (side: 'upcoming' | 'past') =>
      query(
        `select g.id, g.title, g.sport, g.location, g.starts_at, g.time_zone
         from game_participants gp join games g on g.id = gp.game_id
         where gp.user_id = $1 and g.starts_at ${side === 'upcoming' ? '>' : '<='} $2
         order by g.starts_at ${side === 'upcoming' ? 'asc' : 'desc'}, g.id asc limit $3`,
        [userId, now, PROFILE_LIST_MAX],
        `reviews_player_games_${side}_own`,
      );
    const [activities, [friends], [played], [average], upcoming, past, reviews, leagues] = await Promise.all([
      query(
        `select user_id, sport, times_played, last_played from user_sport_activities where user_id = $1
         order by times_played desc, sport asc`,
        [userId],
        'profile_sport_activities',
      ),
      query(
        `select count(*) from friendships where (user_id = $1 or friend_id = $2) and status = $3`,
        [userId, userId, 'accepted'],
        'friends_accepted_count',
      ),
      query(
        `select count(*) from game_participants gp join games g on g.id = gp.game_id
         where gp.user_id = $1 and g.starts_at <= $2`,
        [userId, now],
        'reviews_count_played',
      ),
      query(
        'select avg(rating) from sportsmanship_reviews where reviewed_user_id = $1',
        [userId],
        'reviews_average_rating',
      ),
      playerGames('upcoming'),
      playerGames('past'),
      query(
        `select r.id, r.rating, r.comment, p.name, r.reviewer_id, g.title, r.created_at, r.removed_at
         from sportsmanship_reviews r
         left join user_profiles p on p.user_id = r.reviewer_id
         left join games g on g.id = r.game_id
         where r.reviewed_user_id = $1 order by r.created_at desc, r.id desc limit $2`,
        [userId, PROFILE_LIST_MAX],
        'reviews_received',
      ),
      query(
        `select l.id, l.name, l.sport from league_memberships m join leagues l on l.id = m.league_id
         where m.user_id = $1 and true order by m.joined_at desc, l.id asc`,
        [userId],
        'leagues_of_player_own',
      ),
    ]);
    const profileGame = (g: Row) => ({
      id: g.id,
      title: g.title,
      sport: g.sport,
      location: g.location,
      startDatetime: g.starts_at.toISOString(),
      timeZone: g.time_zone,
    });
    return {
      isOwn: true,
      profile: {
        userId: row.user_id,
        name: row.name,
        avatarUrl: row.avatar_url,
        sports: row.sports,
        sportSkills: row.sport_skills,
        username: row.username,
        email: row.email,
        location: row.location,
        bio: row.bio,
        gender: row.gender,
        customGender: row.gender === 'other' ? row.custom_gender : null,
        showActivityStatus: row.show_activity_status,
        updatedAt: row.updated_at.toISOString(),
      },
      stats: {
        games: Number(played?.count ?? 0),
        friends: Number(friends?.count ?? 0),
        rating: average?.avg == null ? null : Math.round(Number(average.avg) * 10) / 10,
      },
      sportActivity: activities.map((a) => ({
        sport: a.sport,
        timesPlayed: a.times_played,
        lastPlayed: a.last_played?.toISOString() ?? null,
        barPercent: sportActivityPercent(a.times_played),
      })),
      leagues: leagues.map((l) => ({ id: l.id, name: l.name, sport: l.sport })),
      upcomingGames: upcoming.map(profileGame),
      pastGames: past.map(profileGame),
      reviews: reviews.map((r) => ({
        id: r.id,
        rating: r.rating,
        comment: r.removed_at ? null : r.comment,
        reviewerName: r.name ?? 'Unknown',
        reviewerId: r.reviewer_id,
        gameTitle: r.title ?? 'Unknown Game',
        createdAt: r.created_at.toISOString(),
        removed: r.removed_at !== null,
      })),
      friendship: 'self',
    };
  });

  // A league as the list cards show it: its results counted, the viewer's standing in it.
  const leagueColumns = `l.id, l.name, l.sport, l.skill_level, l.description, l.is_private, l.member_count,
    l.max_members, l.created_at, l.place,
    (select count(*)::int from league_game_results r where r.winner_league_id = l.id)
      + (select count(*)::int from league_game_results r where r.loser_league_id = l.id) as games_played,
    (select count(*)::int from league_game_results r where r.winner_league_id = l.id) as wins,
    case when l.created_by = $1 then 'creator'
      when exists (select 1 from league_memberships m where m.league_id = l.id and m.user_id = $1) then 'member'
      else 'none' end as role,
    (select j.status from league_join_requests j where j.league_id = l.id and j.user_id = $1) as request_status`;
  const notMember = `not exists (select 1 from league_memberships m where m.league_id = l.id and m.user_id = $1)`;
  const leagueSummary = (row: Row) => ({
    id: row.id,
    name: row.name,
    sport: row.sport,
    skillLevel: row.skill_level,
    description: row.description,
    isPrivate: row.is_private,
    memberCount: row.member_count,
    maxMembers: row.max_members,
    gamesPlayed: row.games_played,
    wins: row.wins,
    relation:
      row.role !== 'none'
        ? row.role
        : row.request_status === 'pending'
          ? 'requested'
          : row.request_status === 'rejected'
            ? 'rejected'
            : 'none',
    createdAt: row.created_at.toISOString(),
    place: row.place,
    distanceMiles: row.miles == null ? null : Math.round(row.miles * 10) / 10,
  });

  // My Leagues, then Discover measured from the profile's place (near first, then most members), and its count.
  app.get('/api/leagues', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const [profile] = await query('select * from user_profiles where user_id = $1', [userId]);
    const origin =
      profile && profile.latitude !== null && profile.longitude !== null
        ? [profile.latitude, profile.longitude]
        : null;
    const miles = origin
      ? `(earth_distance(ll_to_earth($2::float8, $3::float8), ll_to_earth(
           case when l.latitude is not null then l.latitude else cp.latitude end,
           case when l.latitude is not null then l.longitude else cp.longitude end)) / 1609.344)::float8`
      : 'null::float8';
    const [mine, discover, [counts]] = await Promise.all([
      query(
        `select ${leagueColumns} from leagues l
         where exists (select 1 from league_memberships m where m.league_id = l.id and m.user_id = $1)
         order by l.updated_at desc, l.id desc`,
        [userId],
      ),
      query(
        `select ${leagueColumns}, d.miles from leagues l
         left join user_profiles cp on cp.user_id = l.created_by
         cross join lateral (select ${miles} as miles) d
         where ${notMember}
         order by ${origin ? `coalesce(d.miles <= $4, false) desc, case when d.miles <= $4 then d.miles end asc nulls last,` : ''}
           l.member_count desc, l.created_at desc, l.id desc
         limit ${origin ? '$5' : '$2'}`,
        origin
          ? [userId, ...origin, LEAGUE_NEAR_RADIUS_MILES, DISCOVER_PAGE_SIZE]
          : [userId, DISCOVER_PAGE_SIZE],
      ),
      query(
        `select count(*) filter (where ${notMember})::int as total, count(*)::int as every from leagues l
         where ${notMember}`,
        [userId],
      ),
    ]);
    return {
      mine: mine.map(leagueSummary),
      discover: discover.map(leagueSummary),
      discoverCount: counts?.total ?? 0,
      anyToDiscover: (counts?.every ?? 0) > 0,
      near: origin ? { source: 'profile', label: profile!.location?.trim() || null } : null,
    };
  });

  // The conversations with friends, newest activity first: each one's last line and what is unread.
  app.get('/api/messages', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const rows = await query(
      `with fi as (
         select case when f.user_id = $1 then f.friend_id else f.user_id end as id from friendships f
         where (f.user_id = $1 or f.friend_id = $1) and f.status = 'accepted')
       select p.user_id as "friendId", p.name, p.username, p.avatar_url as "avatarUrl",
         split_part(last.message, E'\n', 1) as "firstLine", last.sent_at as "sentAt", last.sender_id = $1 as "fromMe",
         (select count(*)::int from direct_messages d
          where d.sender_id = fi.id and d.receiver_id = $1
            and d.sent_at > coalesce(m.read_until, '-infinity'::timestamptz)) as "unreadCount"
       from fi
       join lateral (
         select * from (
           (select d.id, d.message, d.sent_at, d.sender_id from direct_messages d
            where d.sender_id = $1 and d.receiver_id = fi.id order by d.sent_at desc, d.id desc limit 1)
           union all
           (select d.id, d.message, d.sent_at, d.sender_id from direct_messages d
            where d.sender_id = fi.id and d.receiver_id = $1 order by d.sent_at desc, d.id desc limit 1)
         ) both_ways order by sent_at desc, id desc limit 1
       ) last on true
       join user_profiles p on p.user_id = fi.id
       left join message_read_markers m on m.reader_id = $1 and m.friend_id = fi.id
       order by last.sent_at desc, last.id desc`,
      [userId],
    );
    return {
      conversations: rows.map((row) => {
        const characters = Array.from(row.firstLine.trim() as string);
        return {
          friend: { id: row.friendId, name: row.name, username: row.username, avatarUrl: row.avatarUrl },
          lastMessage: {
            preview:
              characters.length <= MESSAGE_PREVIEW_LENGTH
                ? characters.join('')
                : `${characters.slice(0, MESSAGE_PREVIEW_LENGTH - 1).join('')}…`,
            sentAt: row.sentAt.toISOString(),
            fromMe: row.fromMe,
          },
          unreadCount: row.unreadCount,
        };
      }),
      unreadTotal: rows.reduce((total, row) => total + row.unreadCount, 0),
    };
  });

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { port: Number(new URL(address).port), close: () => app.close() };
}
