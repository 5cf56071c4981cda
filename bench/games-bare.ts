/**
 * The yardstick of the games benchmark: a bare Fastify server answering the find list, the dashboard and
 * the game page with byte-identical JSON, by running the statements Rally sends (captured with
 * `bench/games-overhead.ts --capture` and copied here by hand) through `pg` directly: the session lookup
 * by signed cookie included, no validation, no ORM, no framework plugins, none of Rally's code but two
 * pure computations it would only copy: the name of a browser's position (the nearest city of the
 * embedded list) and the ranking of "Games for you" (and, from the shared package, the attendance
 * record's reliability figure, the fair-play refusal's text and game day's texts and limits). The dashboard's popular places run the places
 * statement of bench/popular-locations-bare.ts (Rally's, on its maintained summaries), per viewer. It
 * covers the requests the benchmark makes (no cursor, no profile location, the default filters otherwise).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { nameOfPosition } from '../apps/server/src/features/locations/player-position.ts';
import { fairPlayRefusalFor } from '../packages/shared/src/fair-play/fair-play.ts';
import { attendanceMessages } from '../packages/shared/src/games/attendance.messages.ts';
import { attendanceRecordOf } from '../packages/shared/src/games/attendance-record.ts';
import {
  ATTENDANCE_RECORD_MONTHS,
  CHECK_IN_CLOSES_MINUTES_AFTER,
  CHECK_IN_OPENS_MINUTES_BEFORE,
  GAME_DAY_CORRECTION_HOURS,
} from '../packages/shared/src/games/game-day.limits.ts';
import { FOR_YOU_RADIUS_MILES, rankGamesForYou } from '../packages/shared/src/games/games-for-you.ts';
import { repeatsBadge } from '../packages/shared/src/games/series-dates.ts';
import { queryPlaces, roundMiles } from './popular-locations-bare.ts';

/** A row of raw SQL: its shape is the statement's. */
// biome-ignore lint/suspicious/noExplicitAny: each statement's columns are read by name right below it.
type Row = Record<string, any>;

/**
 * Runs one statement with positional parameters and answers its rows; with a `name`, as a statement
 * prepared once per connection (Rally prepares the game page's three statements so).
 */
export type Query = (text: string, params: unknown[], name?: string) => Promise<Row[]>;

// Rally's limits, copied: the find page (20), the dashboard's parts (4 games, 8 activities from 10 + 10
// read over 7 days, 3 places), metres in a mile.
const FIND_PAGE = 20;
const DASHBOARD_GAMES = 4;
const ACTIVITY_EACH = 10;
const ACTIVITY_SHOWN = 8;
const ACTIVITY_DAYS = 7;
const DASHBOARD_PLACES = 3;
const METRES_PER_MILE = 1609.344;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How often the game's series repeats, for its badge ("Weekly", "Every 2 weeks"); null for a one-off. */
const seriesInterval = `(select "game_series"."interval_weeks" from "game_series" where "game_series"."id" = "games"."series_id") as series_interval_weeks`;
/** The host's stored fair-play level, one primary-key look-up per game, as Rally's `fairPlayLevelOf` reads it. */
const hostFairPlay = `coalesce((select "fair_play_records"."level" from "fair_play_records" where "fair_play_records"."user_id" = "games"."host_id"), 'new') as host_fair_play_level`;
const gameColumns = `"games"."id", "games"."title", "games"."sport", "games"."date"::text as date, "games"."time", "games"."time_zone", "games"."starts_at", "games"."location", "games"."latitude", "games"."longitude", "games"."max_players", "games"."players_joined", "games"."host_id", "games"."skill_level", "games"."gender", "games"."venue_cost", "games"."cost_amount", "games"."description", "games"."is_private", "games"."game_format", "games"."what_to_bring", "games"."series_id", "games"."series_date", "games"."min_players", "games"."decision_hours", "games"."game_on_at", "games"."decided_at", "games"."called_off_at", "games"."called_off_reason", "games"."join_deadline_hours", "games"."leave_deadline_hours", "games"."guests_per_player", "games"."sequence", "games"."activity_recorded_at", "games"."attendance_settled_at", "games"."teams_published_at", "games"."result_recorded_at", "games"."result_recorded_by", "games"."result_winner", "games"."min_fair_play", "games"."new_players_welcome", "games"."waitlist_by_fair_play", "games"."created_at", "games"."updated_at", "host_profile"."name" as host_name, "host_profile"."username" as host_username, "host_profile"."avatar_url" as host_avatar_url, ${hostFairPlay}, ${seriesInterval}`;

/** The viewer's relation to each game ($1-$5 the viewer), as Rally's list statements compute it. */
const relation = `case
  when "games"."host_id" = $1 then 'host'
  when exists (select 1 from "game_participants" where "game_participants"."game_id" = "games"."id" and "game_participants"."user_id" = $2) then 'participant'
  when exists (select 1 from "game_waitlist" where "game_waitlist"."game_id" = "games"."id" and "game_waitlist"."user_id" = $3) then 'waitlisted'
  when exists (select 1 from "game_join_requests" where "game_join_requests"."game_id" = "games"."id" and "game_join_requests"."user_id" = $4 and "game_join_requests"."status" = 'pending') then 'requested'
  when exists (select 1 from "game_invitations" where "game_invitations"."game_id" = "games"."id" and "game_invitations"."user_id" = $5) then 'invited'
  else 'none' end as relation`;
const withHost = `from "games" left join "user_profiles" "host_profile" on "host_profile"."user_id" = "games"."host_id"`;
/**
 * The gender on the viewer's profile (`$n` the viewer, the sixth viewer parameter in the lists, as
 * Rally numbers it), what each game's gender rule is checked against.
 */
const viewerGender = (n = 6) =>
  `(select "user_profiles"."gender" from "user_profiles" where "user_profiles"."user_id" = $${n}) as viewer_gender`;
const listSelect = (distance: string) =>
  `select ${gameColumns}, ${relation}, ${distance} as distance, ${viewerGender()} ${withHost}`;
const ll = (a: number, b: number) => `ll_to_earth($${a}::float8, $${b}::float8)`;
const gamePoint = `ll_to_earth("games"."latitude", "games"."longitude")`;
const tableColumns = `"id", "title", "sport", "date", "time", "time_zone", "starts_at", "location", "latitude", "longitude", "max_players", "players_joined", "host_id", "skill_level", "gender", "venue_cost", "cost_amount", "description", "is_private", "game_format", "what_to_bring", "series_id", "series_date", "min_players", "decision_hours", "game_on_at", "decided_at", "called_off_at", "called_off_reason", "join_deadline_hours", "leave_deadline_hours", "guests_per_player", "sequence", "activity_recorded_at", "attendance_settled_at", "teams_published_at", "result_recorded_at", "result_recorded_by", "result_winner", "min_fair_play", "new_players_welcome", "waitlist_by_fair_play", "league_id", "created_at", "updated_at"`;
const byStart = `order by "games"."starts_at" asc, "games"."id" asc`;
/** Rally's find page: the games chosen and cut first (`where`, `limit`), then their hosts and relations. */
const findPage = (distance: string, where: string, limit: string, source = '"games"') =>
  `select ${gameColumns}, ${relation}, "distance_metres" as distance, ${viewerGender()} from (select ${tableColumns}, ${distance} as "distance_metres" from ${source} where (${where}) ${byStart} limit ${limit}) "games" left join "user_profiles" "host_profile" on "host_profile"."user_id" = "games"."host_id" ${byStart}`;
/** As Rally: a search looks through the next 2,000 games by start first (`$7` is now, `$limit` 2,000). */
const nextByStart = (limit: number) =>
  `(select ${tableColumns} from "games" where "games"."starts_at" > $7 ${byStart} limit $${limit}) "games"`;
/** As Rally: the next games a search looks through first. */
const SEARCH_WINDOW = 2_000;
/** Called-off games leave Find, Games for you and friends' activity (issue 26 §3). */
const notCalledOff = `"games"."called_off_at" is null`;
/** The game's place and start, as the place-and-start index holds it (migration 0007). */
const placeAndStart = `game_place_and_start("games"."latitude", "games"."longitude", "games"."starts_at")`;

const toMiles = (metres: number | null) =>
  metres === null ? null : Math.round((metres / METRES_PER_MILE) * 10) / 10;

function summary(row: Row, now: Date, relationName: string = row.relation) {
  return {
    id: row.id,
    title: row.title,
    sport: row.sport,
    date: row.date,
    time: row.time,
    timeZone: row.time_zone,
    startsAt: row.starts_at.toISOString(),
    completed: row.starts_at.getTime() <= now.getTime(),
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceMiles: toMiles(row.distance ?? null),
    playersJoined: row.players_joined,
    maxPlayers: row.max_players,
    spotsLeft: Math.max(0, row.max_players - row.players_joined),
    isPrivate: row.is_private,
    skillLevel: row.skill_level,
    gender: row.gender,
    venueCost: row.venue_cost,
    costAmount: row.cost_amount === null ? null : Number(row.cost_amount),
    host: {
      id: row.host_id,
      name: row.host_name,
      username: row.host_username,
      avatarUrl: row.host_avatar_url,
    },
    hostFairPlayLevel: row.host_fair_play_level,
    relation: relationName,
    viewerEligibility: genderEligibility(row.gender, row.viewer_gender ?? null),
    decision: decisionOf(row),
    series: row.series_id
      ? { id: row.series_id, repeats: repeatsBadge(row.series_interval_weeks ?? 1) }
      : null,
  };
}

const HOUR_MS = 60 * 60 * 1000;
// Rally's texts for a closed game (packages/shared games/game-rules.schemas.ts), copied: that module
// builds the validation schemas, which the bare server does without.
const CALLED_OFF_MESSAGE = 'This game was called off.';
const joinClosedMessage = (hours: number) =>
  `Joining closed ${hours} ${hours === 1 ? 'hour' : 'hours'} before the start.`;
const hoursBefore = (start: Date, hours: number) => new Date(start.getTime() - hours * HOUR_MS);
/** When joins close, and after when leaving is late; null without the deadline. */
const joinBy = (row: Row): Date | null =>
  row.join_deadline_hours ? hoursBefore(row.starts_at, row.join_deadline_hours) : null;
const leaveBy = (row: Row): Date | null =>
  row.leave_deadline_hours ? hoursBefore(row.starts_at, row.leave_deadline_hours) : null;

/**
 * Where a game with a minimum stands, copied from Rally's `decisionOf` (apps/server games/decision/
 * game-rules.ts, a server file the bare server does not import): called off, on (the minimum reached or
 * decided), else pending; null without a minimum.
 */
function decisionOf(row: Row) {
  if (row.min_players === null) return null;
  const state = row.called_off_at
    ? 'called-off'
    : row.players_joined >= row.min_players || row.decided_at
      ? 'on'
      : 'pending';
  return {
    minPlayers: row.min_players,
    playing: row.players_joined,
    decidesAt: hoursBefore(row.starts_at, row.decision_hours).toISOString(),
    state,
    reason: state === 'called-off' ? (row.called_off_reason ?? null) : null,
  };
}

/** Rally's `rulesOf` (same file), copied: the rules the game page shows. */
const rulesOf = (row: Row) => ({
  minPlayers: row.min_players,
  decisionHours: row.decision_hours,
  joinDeadlineHours: row.join_deadline_hours,
  leaveDeadlineHours: row.leave_deadline_hours,
  guestsPerPlayer: row.guests_per_player,
  joinBy: joinBy(row)?.toISOString() ?? null,
  leaveBy: leaveBy(row)?.toISOString() ?? null,
});

/** Rally's `joinClosedReason` (same file), copied: called off, or past the join deadline at `now`. */
function joinClosedReason(row: Row, now: Date): string | null {
  if (row.called_off_at) return CALLED_OFF_MESSAGE;
  const by = joinBy(row);
  if (by !== null && now.getTime() >= by.getTime()) return joinClosedMessage(row.join_deadline_hours);
  return null;
}

/** Rally's gender rule of a game for a player's gender (packages/shared games/game-gender-rule.ts), copied. */
function genderEligibility(game: string, player: string | null) {
  if (game === 'co-ed') return 'allowed';
  if (player === null) return 'gender-needed';
  if (player === 'other') return 'allowed';
  return (game === 'men' && player === 'man') || (game === 'women' && player === 'woman')
    ? 'allowed'
    : 'not-allowed';
}

const MINUTE_MS = 60 * 1000;

/** Rally's check-in window (apps/server games/attendance/attendance.policy.ts), copied. */
const checkInWindow = (startsAt: Date) => ({
  opensAt: new Date(startsAt.getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * MINUTE_MS),
  closesAt: new Date(startsAt.getTime() + CHECK_IN_CLOSES_MINUTES_AFTER * MINUTE_MS),
});
/** Rally's `correctableUntil` and `resultEditableUntil` (the same 48 hours), copied. */
const correctableUntil = (startsAt: Date) =>
  new Date(startsAt.getTime() + GAME_DAY_CORRECTION_HOURS * HOUR_MS);

/**
 * Rally's `attendanceAbilities` (same file), copied: check in as a player within the window, mark as
 * the host or a co-host from the window's opening to 48 hours after the start; neither when called off.
 */
function attendanceAbilities(row: Row, isPlayer: boolean, runs: boolean, now: Date) {
  const { opensAt, closesAt } = checkInWindow(row.starts_at);
  const t = now.getTime();
  const live = !row.called_off_at;
  return {
    canCheckIn: isPlayer && live && t >= opensAt.getTime() && t < closesAt.getTime(),
    canMarkAttendance:
      runs && live && t >= opensAt.getTime() && t <= correctableUntil(row.starts_at).getTime(),
  };
}

/**
 * Rally's `teamsAbilities` (apps/server games/teams/teams.policy.ts), copied: teams by the host or a
 * co-host of a game not called off, until the result is in and at most 48 hours after the start; the
 * result after the start, within the 48 hours, once teams are published.
 */
function teamsAbilities(row: Row, runs: boolean, now: Date) {
  const t = now.getTime();
  const open = runs && !row.called_off_at && t <= correctableUntil(row.starts_at).getTime();
  return {
    canMakeTeams: open && !row.result_recorded_at,
    canRecordResult: open && t >= row.starts_at.getTime() && Boolean(row.teams_published_at),
  };
}

/** Rally's `outcomeReason` (attendance.policy.ts), copied: why a settled outcome is what it is. */
function outcomeReason(outcome: string | null, row: Row | undefined): string | null {
  if (outcome === 'late_cancellation') return attendanceMessages.reasonLateCancellation;
  if (outcome === 'no_show')
    return row?.mark === 'absent'
      ? attendanceMessages.reasonMarkedAbsent
      : attendanceMessages.reasonNotCheckedIn;
  if (outcome === 'attended')
    return row?.mark === 'present'
      ? attendanceMessages.reasonMarkedPresent
      : attendanceMessages.reasonCheckedIn;
  return null;
}

/** Rally's `recordSince` (attendance-records.ts), copied: 12 months before `now`. */
function recordSince(now: Date): Date {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - ATTENDANCE_RECORD_MONTHS);
  return since;
}

/** The page cursor after `row`: base64url of its sort keys, as Rally writes it. */
const cursorAfter = (row: Row, grouped: boolean) =>
  Buffer.from(
    JSON.stringify({
      group: grouped && row.latitude === null ? 1 : 0,
      distance: 0,
      startsAt: row.starts_at.toISOString(),
      id: row.id,
    }),
  ).toString('base64url');

/** `%term%` for LIKE, with the term's own wildcards taken literally. */
const containing = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** Starts the bare server on a free port of 127.0.0.1; answers the port and a function that stops it. */
export async function startGamesBareServer(query: Query, secret: string) {
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

  const viewerTwice5 = (userId: string) => [userId, userId, userId, userId, userId];
  /** The viewer for the relation ($1-$5) and the gender rule ($6), as Rally's list statements number them. */
  const viewerTimes6 = (userId: string) => [...viewerTwice5(userId), userId];

  /** The viewer's profile, as Rally reads it for where the player is. */
  const profileOf = (userId: string) =>
    query(`select * from "user_profiles" where "user_profiles"."user_id" = $1`, [userId], 'profile_of');

  /** The viewer's accepted friends' ids. */
  async function friendIdsOf(userId: string): Promise<string[]> {
    const pairs = await query(
      `select "id", "user_id", "friend_id", "status", "created_at", "updated_at" from "friendships" where (("friendships"."user_id" = $1 or "friendships"."friend_id" = $2) and "friendships"."status" = $3)`,
      [userId, userId, 'accepted'],
    );
    return pairs.map((row) => (row.user_id === userId ? row.friend_id : row.user_id));
  }

  /**
   * "Games for you" as Rally answers it: the position and friends side by side, then one statement with
   * every rule and the bounded candidates (40 in the viewer's sports, 20 in others, soonest first), ranked
   * by Rally's shared ranking function (pure arithmetic, imported rather than copied).
   */
  async function gamesForYou(
    userId: string,
    now: Date,
    device: { lat: number; lng: number } | null,
    limit: number,
  ) {
    // As Rally: the profile is read for the position only when the browser sent none.
    const [profile, friendIds] = await Promise.all([device ? [] : profileOf(userId), friendIdsOf(userId)]);
    const place = profile[0];
    const origin = device
      ? {
          latitude: device.lat,
          longitude: device.lng,
          source: 'device' as const,
          label: await nameOfPosition({ latitude: device.lat, longitude: device.lng }),
        }
      : place && place.latitude !== null
        ? {
            latitude: place.latitude,
            longitude: place.longitude,
            source: 'profile' as const,
            label: place.location,
          }
        : null;
    const params: unknown[] = [...viewerTwice5(userId), friendIds.join(','), now];
    // As Rally: the viewer's sports read first and sent as a value, so the planner weighs them.
    const sportRows = await query(
      `select "sports" from "user_profiles" where "user_profiles"."user_id" = $1`,
      [userId],
    );
    const sports: string[] = sportRows[0]?.sports ?? [];
    const viewerGenderValue = `(select "user_profiles"."gender" from "user_profiles" where "user_profiles"."user_id" = $1)`;
    let joinable = `"games"."starts_at" > $7 and ${notCalledOff} and "games"."is_private" = false and "games"."players_joined" < "games"."max_players" and "games"."host_id" <> $1
      and not exists (select 1 from "game_participants" where "game_participants"."game_id" = "games"."id" and "game_participants"."user_id" = $1)
      and not exists (select 1 from "game_waitlist" where "game_waitlist"."game_id" = "games"."id" and "game_waitlist"."user_id" = $1)
      and not exists (select 1 from "game_join_requests" where "game_join_requests"."game_id" = "games"."id" and "game_join_requests"."user_id" = $1)
      and ("games"."gender" = 'co-ed' or ${viewerGenderValue} = 'other' or ("games"."gender" = 'men' and ${viewerGenderValue} = 'man') or ("games"."gender" = 'women' and ${viewerGenderValue} = 'woman'))`;
    let distance = 'null::float8';
    if (origin) {
      params.push(
        origin.latitude,
        origin.longitude,
        FOR_YOU_RADIUS_MILES * METRES_PER_MILE,
        now.getTime() / 1000,
      );
      distance = `earth_distance(${ll(8, 9)}, ${gamePoint})`;
      joinable += ` and "games"."latitude" is not null and "games"."longitude" is not null and cube(earth_box(${ll(8, 9)}, $10::float8), $11::float8, 32503680000::float8) && ${placeAndStart} and ${distance} <= $10::float8`;
    }
    const inSports = sports.length ? `"games"."sport" = any($${params.push(sports)}::text[])` : 'false';
    // As Rally: sorted by a computed start where the start index would walk too far.
    const soonest = (sports: string, rows: number, sorted: boolean) =>
      `(select ${tableColumns}, ${distance} as "distance_metres" from "games" where ${joinable} and ${sports} ${sorted ? `order by "games"."starts_at" + interval '0 seconds' asc, "games"."id" asc` : byStart} limit ${rows})`;
    const rows = await query(
      `select ${gameColumns}, ${relation}, "games"."distance_metres" as distance, ${viewerGender(1)},
         ${inSports} as sport_match,
         (select "user_profiles"."sport_skills" ->> "games"."sport" from "user_profiles" where "user_profiles"."user_id" = $1) as player_skill,
         (select count(*) from "game_participants" where "game_participants"."game_id" = "games"."id" and "game_participants"."user_id" = any(string_to_array($6, ',')))::int as friends_going
       from (${soonest(inSports, 40, true)} union all ${soonest(`not (${inSports})`, 20, origin !== null)}) "games"
       left join "user_profiles" "host_profile" on "host_profile"."user_id" = "games"."host_id"`,
      params,
    );
    const ranked = rankGamesForYou(
      rows.map((row) => ({
        row,
        id: row.id as string,
        sportMatch: row.sport_match as boolean,
        distanceMiles: row.distance === null ? null : Number(row.distance) / METRES_PER_MILE,
        startsAt: row.starts_at as Date,
        skillLevel: row.skill_level,
        playerSkill: row.player_skill ?? null,
        friendsGoing: row.friends_going as number,
      })),
      now,
    );
    return { games: ranked.slice(0, limit).map((entry) => summary(entry.row, now)), origin };
  }

  app.get<{ Querystring: { lat?: string; lng?: string } }>('/api/games/for-you', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const { lat, lng } = request.query;
    const device = lat !== undefined && lng !== undefined ? { lat: Number(lat), lng: Number(lng) } : null;
    return gamesForYou(userId, new Date(), device, DASHBOARD_GAMES);
  });
  const withoutViewerParams = (text: string) =>
    text.replace(/\$(\d+)/g, (_, index) => `$${Number(index) - 6}`);

  app.get<{ Querystring: { sport?: string; q?: string; lat?: string; lng?: string; distance?: string } }>(
    '/api/games',
    async (request, reply) => {
      const userId = await viewer(request, reply);
      if (!userId) return reply;
      const now = new Date();
      const { sport, q, lat, lng } = request.query;
      // As Rally: a league season's fixture is never on Find.
      const conditions = [`"games"."starts_at" > $7`, notCalledOff, `"games"."league_id" is null`];
      const params: unknown[] = [...viewerTimes6(userId), now];
      if (q) {
        const pattern = containing(q.trim());
        params.push(pattern, pattern, pattern);
        conditions.push(
          `lower("games"."title" || ' ' || "games"."location") like $${params.length - 2}`,
          `(lower("games"."title") like $${params.length - 1} or lower("games"."location") like $${params.length})`,
        );
      }
      if (sport && sport !== 'all') {
        params.push(sport.toLowerCase());
        conditions.push(`"games"."sport" = $${params.length}`);
      }
      let origin: { latitude: number; longitude: number; source: 'device'; label: string | null } | null =
        null;
      let rows: Row[];
      if (lat !== undefined && lng !== undefined) {
        const point = { latitude: Number(lat), longitude: Number(lng) };
        origin = { ...point, source: 'device', label: await nameOfPosition(point) };
        const radius = Number(request.query.distance ?? 25) * METRES_PER_MILE;
        const n = params.length;
        // As Rally: the upcoming games within the radius, searched in a box of place and start; the
        // inner walk (soonest first, `~> 7`) finds the page's last start, the outer reads up to it.
        const matching = `${conditions.join(' and ')} and "games"."latitude" is not null and "games"."longitude" is not null and earth_distance(${ll(n + 1, n + 2)}, ${gamePoint}) <= $${n + 3}::float8`;
        const box = (ceiling: string) =>
          `cube(earth_box(${ll(n + 1, n + 2)}, $${n + 3}::float8), $${n + 4}::float8, ${ceiling}) && ${placeAndStart}`;
        const boxParams = [...params, origin.latitude, origin.longitude, radius, now.getTime() / 1000];
        // This statement reads no viewer: its parameters are numbered without the five viewer ids.
        const [{ last_start: lastStart } = { last_start: null }] = await query(
          withoutViewerParams(
            `select max(starts_at)::text as last_start from (select "games"."starts_at" from "games" where (${matching} and ${box('32503680000::float8')}) order by ${placeAndStart} ~> 7 limit $${n + 5}) as soonest`,
          ),
          [...boxParams.slice(6), FIND_PAGE + 1],
        );
        const located =
          lastStart === null
            ? []
            : await query(
                findPage(
                  `earth_distance(${ll(n + 1, n + 2)}, ${gamePoint})`,
                  `${matching} and "games"."starts_at" <= $${n + 5}::timestamptz and ${box(`(extract(epoch from $${n + 5}::timestamptz) + 1)::float8`)}`,
                  `$${n + 6}`,
                ),
                [...boxParams, lastStart, FIND_PAGE + 1],
              );
        rows = located;
        if (located.length < FIND_PAGE + 1) {
          const unlocated = await query(
            findPage(
              'null::float8',
              `${conditions.join(' and ')} and "games"."latitude" is null`,
              `$${n + 1}`,
            ),
            [...params, FIND_PAGE + 1 - located.length],
          );
          rows = [...located, ...unlocated];
        }
      } else {
        // No position in the query: Rally looks for the profile's place (the benchmark's viewer has none).
        await profileOf(userId);
        rows = q
          ? await query(
              findPage(
                'null::float8',
                conditions.join(' and '),
                `$${params.length + 2}`,
                nextByStart(params.length + 1),
              ),
              [...params, SEARCH_WINDOW, FIND_PAGE + 1],
            )
          : [];
        if (rows.length < FIND_PAGE + 1)
          rows = await query(findPage('null::float8', conditions.join(' and '), `$${params.length + 1}`), [
            ...params,
            FIND_PAGE + 1,
          ]);
      }
      const page = rows.slice(0, FIND_PAGE);
      const last = page.at(-1);
      let anyGames = page.length > 0;
      if (!anyGames)
        anyGames =
          (await query(`select "id" from "games" where "games"."starts_at" > $1 limit $2`, [now, 1])).length >
          0;
      return {
        games: page.map((row) => summary(row, now)),
        nextCursor: rows.length > FIND_PAGE && last ? cursorAfter(last, origin !== null) : null,
        anyGames,
        origin,
        near: null,
        widenedTo: null,
      };
    },
  );

  app.get<{ Querystring: { lat?: string; lng?: string } }>('/api/dashboard', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const now = new Date();
    const { lat, lng } = request.query;
    const device = lat !== undefined && lng !== undefined ? { lat: Number(lat), lng: Number(lng) } : null;
    const since = new Date(now.getTime() - ACTIVITY_DAYS * DAY_MS);
    const upcoming = async () =>
      query(
        `${listSelect('null::float8')} where (exists (select 1 from "game_participants" where "game_participants"."game_id" = "games"."id" and "game_participants"."user_id" = $7) and "games"."starts_at" > $8) order by "games"."starts_at" + interval '0 seconds' asc, "games"."id" asc limit $9`,
        [...viewerTimes6(userId), userId, now, DASHBOARD_GAMES + 1],
      );
    const activity = async () => {
      const pairs = await query(
        `select "id", "user_id", "friend_id", "status", "created_at", "updated_at" from "friendships" where (("friendships"."user_id" = $1 or "friendships"."friend_id" = $2) and "friendships"."status" = $3)`,
        [userId, userId, 'accepted'],
      );
      const ids = pairs.map((row) => (row.user_id === userId ? row.friend_id : row.user_id));
      if (ids.length === 0) return [];
      const [created, joined] = await Promise.all([
        query(
          `select "games"."host_id" as user_id, "user_profiles"."name", "games"."id", "games"."title", "games"."sport", "games"."location", "games"."created_at" as at from "games" left join "user_profiles" on "user_profiles"."user_id" = "games"."host_id" where ("games"."host_id" = any($1::text[]) and "games"."created_at" >= $2 and "games"."is_private" = $3 and ${notCalledOff}) order by "games"."created_at" desc, "games"."id" desc limit $4`,
          [ids, since, false, ACTIVITY_EACH],
        ),
        query(
          `select "game_participants"."user_id", "user_profiles"."name", "games"."id", "games"."title", "games"."sport", "games"."location", "game_participants"."joined_at" as at from "game_participants" inner join "games" on "games"."id" = "game_participants"."game_id" left join "user_profiles" on "user_profiles"."user_id" = "game_participants"."user_id" where ("game_participants"."user_id" = any($1::text[]) and "game_participants"."joined_at" >= $2 and "game_participants"."user_id" <> "games"."host_id" and "games"."is_private" = $3 and ${notCalledOff}) order by "game_participants"."joined_at" desc, "game_participants"."id" desc limit $4`,
          [ids, since, false, ACTIVITY_EACH],
        ),
      ]);
      const item = (row: Row, action: 'created' | 'joined') => ({
        id: `${action}:${row.id}:${row.user_id}`,
        userId: row.user_id,
        name: row.name ?? 'Unknown Player',
        action,
        game: row.title,
        gameId: row.id,
        time: row.at.toISOString(),
        sport: row.sport,
        location: row.location,
      });
      return [...created.map((row) => item(row, 'created')), ...joined.map((row) => item(row, 'joined'))]
        .sort((a, b) => b.time.localeCompare(a.time))
        .slice(0, 2 * ACTIVITY_EACH);
    };
    // As Rally: where the player is (the browser's position, named; else the profile, which the
    // benchmark's viewer gives no place), then the places statement measured from there.
    const places = async () => {
      const point = device && { latitude: device.lat, longitude: device.lng };
      if (point) await nameOfPosition(point);
      else await profileOf(userId);
      const rows = await queryPlaces(query, {
        now,
        point,
        upcomingOnly: true,
        order: 'upcoming',
        limit: DASHBOARD_PLACES,
      });
      return rows.map((row) => ({
        name: row.name,
        gameCount: row.game_count,
        upcomingGames: row.upcoming_games,
        recentGames: row.recent_games,
        sports: row.sports,
        latitude: row.latitude,
        longitude: row.longitude,
        distanceMiles: roundMiles(row.distance_miles),
      }));
    };
    const [games, forYou, activities, popular] = await Promise.all([
      upcoming(),
      gamesForYou(userId, now, device, DASHBOARD_GAMES),
      activity(),
      places(),
    ]);
    return {
      upcomingGames: games.slice(0, DASHBOARD_GAMES).map((row) => summary(row, now)),
      gamesForYou: forYou.games,
      friendsActivity: activities.slice(0, ACTIVITY_SHOWN),
      popularLocations: popular.slice(0, DASHBOARD_PLACES),
    };
  });

  app.get<{ Params: { id: string } }>('/api/games/:id', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const now = new Date();
    const [row] = await query(
      `select ${gameColumns}, ${viewerGender(1)}, exists (select 1 from "game_participants" where "game_participants"."game_id" = "games"."id" and "game_participants"."user_id" = $2) as is_participant, (select "game_join_requests"."status" from "game_join_requests" where "game_join_requests"."game_id" = "games"."id" and "game_join_requests"."user_id" = $3) as join_request_status, (select count(*) from "game_waitlist" w where w.game_id = "games"."id" and (w.created_at, w.id) <= (select "game_waitlist"."created_at", "game_waitlist"."id" from "game_waitlist" where "game_waitlist"."game_id" = "games"."id" and "game_waitlist"."user_id" = $4)) as waitlist_position, exists (select 1 from "game_invitations" where "game_invitations"."game_id" = "games"."id" and "game_invitations"."user_id" = $5) as invited, (select "game_ratings"."rating" from "game_ratings" where "game_ratings"."game_id" = "games"."id" and "game_ratings"."user_id" = $6) as rating, (select count(*) from "game_join_requests" where "game_join_requests"."game_id" = "games"."id" and "game_join_requests"."status" = 'pending') as pending_request_count, (select count(*) from "game_waitlist" where "game_waitlist"."game_id" = "games"."id") as waitlist_count, exists (select 1 from "game_cohosts" where "game_cohosts"."game_id" = "games"."id" and "game_cohosts"."user_id" = $7) as is_cohost, (select count(*) from "game_guests" where "game_guests"."game_id" = "games"."id" and "game_guests"."brought_by" = $8) as viewer_guest_count, coalesce((select "fair_play_records"."level" from "fair_play_records" where "fair_play_records"."user_id" = $10), 'new') as viewer_fair_play_level ${withHost} where "games"."id" = $9`,
      [...viewerTimes6(userId), userId, userId, request.params.id, userId],
      'game_for_viewer',
    );
    if (!row) return reply.code(404).send({ error: 'game_not_found' });
    // The game has a position: Rally looks for the viewer's (the benchmark's viewer has no profile place).
    if (row.latitude !== null && row.longitude !== null) await profileOf(userId);
    // Rally's gameAbilities (apps/server games/games.policy.ts), copied for the page's viewer.
    const isHost = row.host_id === userId;
    const runsGame = isHost || row.is_cohost;
    const waitlistPosition = Number(row.waitlist_position) > 0 ? Number(row.waitlist_position) : null;
    const joinRequestStatus = row.join_request_status ?? 'none';
    const guestCount = Number(row.viewer_guest_count);
    const genderRule = genderEligibility(row.gender, row.viewer_gender ?? null);
    const mayTakeSpot = genderRule !== 'not-allowed';
    const isIn = isHost || row.is_participant;
    const upcoming = row.starts_at.getTime() > now.getTime();
    const calledOff = Boolean(row.called_off_at);
    const hasSpots = row.max_players - row.players_joined > 0;
    const closedReason = upcoming ? joinClosedReason(row, now) : null;
    const open = upcoming && closedReason === null;
    const live = upcoming && !calledOff;
    const mayEnter = !row.is_private || row.invited || joinRequestStatus === 'approved';
    const hostPower = runsGame && live;
    // Rally's `fairPlayRefusalOf` (games/fair-play-requirement.policy.ts): never the host or a co-host.
    const fairPlayRefusal = runsGame
      ? null
      : fairPlayRefusalFor(row.viewer_fair_play_level, {
          minFairPlay: row.min_fair_play,
          newPlayersWelcome: row.new_players_welcome,
        });
    const fairPlayAllows = fairPlayRefusal === null;
    const canSeeRoster = !row.is_private || runsGame || row.is_participant;
    const relationName = isHost
      ? 'host'
      : row.is_participant
        ? 'participant'
        : waitlistPosition !== null
          ? 'waitlisted'
          : joinRequestStatus === 'pending'
            ? 'requested'
            : row.invited
              ? 'invited'
              : 'none';
    const roster = canSeeRoster
      ? await query(
          `select "game_participants"."user_id", "game_participants"."joined_at", "user_profiles"."name", "user_profiles"."username", "user_profiles"."avatar_url", exists (select 1 from "game_cohosts" where "game_cohosts"."game_id" = "game_participants"."game_id" and "game_cohosts"."user_id" = "game_participants"."user_id") as is_cohost, coalesce((select json_agg(json_build_object('id', "game_guests"."id", 'name', "game_guests"."name") order by "game_guests"."created_at", "game_guests"."id") from "game_guests" where "game_guests"."game_id" = "game_participants"."game_id" and "game_guests"."brought_by" = "game_participants"."user_id"), '[]'::json) as guests, coalesce("fair_play_records"."level", 'new') as fair_play_level from "game_participants" left join "user_profiles" on "user_profiles"."user_id" = "game_participants"."user_id" left join "fair_play_records" on "fair_play_records"."user_id" = "game_participants"."user_id" where "game_participants"."game_id" = $1 order by "game_participants"."user_id" = $2 desc, "game_participants"."joined_at" asc, "game_participants"."id" asc`,
          [row.id, row.host_id],
          'participants_of',
        )
      : [];
    // As Rally: the viewer's blocks in one statement, only when someone else is on the roster (the
    // roster's person actions are hidden between a blocked pair).
    const blockRows = roster.some((player) => player.user_id !== userId)
      ? await query(
          `select "blocker_id", "blocked_id" from "user_blocks" where ("user_blocks"."blocker_id" = $1 or "user_blocks"."blocked_id" = $2)`,
          [userId, userId],
        )
      : [];
    const blockedWithViewer = new Set(
      blockRows.map((block) => (block.blocker_id === userId ? block.blocked_id : block.blocker_id)),
    );
    // As Rally: every name on the roster's record in one grouped statement (none for an empty roster),
    // beside the viewer's own attendance row.
    const rosterIds = [...new Set(roster.map((player) => player.user_id as string))];
    const [counts, attendanceRows] = await Promise.all([
      rosterIds.length === 0
        ? []
        : query(
            `select "game_attendance"."user_id", count(*) filter (where "game_attendance"."outcome" = 'attended') as attended, count(*) filter (where "game_attendance"."outcome" = 'no_show') as no_shows, count(*) filter (where "game_attendance"."outcome" = 'late_cancellation') as late_cancellations from "game_attendance" where ("game_attendance"."user_id" in (${rosterIds.map((_, i) => `$${i + 1}`).join(', ')}) and "game_attendance"."outcome" is not null and "game_attendance"."settled_at" >= $${rosterIds.length + 1}::timestamptz and "game_attendance"."settled_at" <= $${rosterIds.length + 2}::timestamptz) group by "game_attendance"."user_id"`,
            [...rosterIds, recordSince(now).toISOString(), now.toISOString()],
          ),
      // As Rally: no check-in read for an upcoming game the viewer does not play in.
      !isIn && upcoming
        ? []
        : query(
            `select "user_id", "checked_in_at", "mark", "outcome" from "game_attendance" where ("game_attendance"."game_id" = $1 and "game_attendance"."user_id" = $2)`,
            [row.id, userId],
          ),
    ]);
    const records = new Map(
      counts.map((count) => [
        count.user_id,
        attendanceRecordOf({
          attended: Number(count.attended),
          noShows: Number(count.no_shows),
          lateCancellations: Number(count.late_cancellations),
        }),
      ]),
    );
    const emptyRecord = attendanceRecordOf({ attended: 0, noShows: 0, lateCancellations: 0 });
    // Rally's `viewerCheckIn` (games/attendance/attendance.service.ts), copied: null for one not playing
    // who has no outcome.
    const attendanceRow = attendanceRows[0];
    const outcome = attendanceRow?.outcome ?? null;
    const checkInTimes = checkInWindow(row.starts_at);
    const checkIn =
      !isIn && !attendanceRow?.outcome
        ? null
        : {
            opensAt: checkInTimes.opensAt.toISOString(),
            closesAt: checkInTimes.closesAt.toISOString(),
            checkedInAt: attendanceRow?.checked_in_at?.toISOString() ?? null,
            outcome,
            outcomeReason: outcomeReason(outcome, attendanceRow),
          };
    // Rally's teams page view (games/teams/teams.service.ts `pageView`): the result from the game's row;
    // the dataset publishes no teams, so the teams' two statements never run (Rally's neither).
    if (row.teams_published_at) throw new Error('the bare server does not read published teams');
    const result = row.result_recorded_at
      ? {
          recordedAt: row.result_recorded_at.toISOString(),
          winner: row.result_winner,
          editableUntil: correctableUntil(row.starts_at).toISOString(),
        }
      : null;
    return {
      ...summary({ ...row, distance: null }, now, relationName),
      description: row.description,
      gameFormat: row.game_format,
      whatToBring: row.what_to_bring,
      createdAt: row.created_at.toISOString(),
      participants: roster.map((player) => ({
        id: player.user_id,
        name: player.name,
        username: player.username,
        avatarUrl: player.avatar_url,
        joinedAt: player.joined_at.toISOString(),
        isHost: player.user_id === row.host_id,
        isCohost: player.is_cohost,
        // Rally's mayRemoveGuest: the player who brought them, or whoever runs the game, before the start.
        guests: (player.guests as { id: string; name: string }[]).map((guest) => ({
          ...guest,
          canRemove: (player.user_id === userId || runsGame) && upcoming,
        })),
        record: records.get(player.user_id) ?? emptyRecord,
        canInteract: player.user_id !== userId && !blockedWithViewer.has(player.user_id),
        fairPlayLevel: player.fair_play_level,
      })),
      pendingRequestCount: runsGame ? Number(row.pending_request_count) : 0,
      waitlistCount: Number(row.waitlist_count),
      viewer: {
        joinRequestStatus,
        waitlistPosition,
        invited: row.invited,
        rating: row.rating,
        isCohost: row.is_cohost,
        checkIn,
        fairPlayRefusal,
      },
      abilities: {
        canJoin: open && !isIn && hasSpots && mayEnter && mayTakeSpot && fairPlayAllows,
        canRequest:
          open &&
          mayTakeSpot &&
          !isIn &&
          hasSpots &&
          row.is_private &&
          !row.invited &&
          joinRequestStatus === 'none' &&
          fairPlayAllows,
        canJoinWaitlist:
          open &&
          mayTakeSpot &&
          !isIn &&
          !hasSpots &&
          !row.is_private &&
          waitlistPosition === null &&
          fairPlayAllows,
        canLeaveWaitlist: live && !isIn && waitlistPosition !== null,
        canLeave: live && row.is_participant && !isHost,
        canCancel: hostPower,
        canEdit: hostPower,
        canManageRequests: hostPower,
        canInvite: hostPower,
        canRemovePlayers: hostPower,
        canAddGuests:
          isIn && live && row.guests_per_player > 0 && guestCount < row.guests_per_player && hasSpots,
        canManageCohosts: isHost && live,
        canSeeRoster,
        // Rally's `canReadChat` (games.policy.ts): the host, a co-host or a participant, unless the game
        // was called off and has started.
        canChat: (isHost || row.is_cohost || row.is_participant) && !(calledOff && !upcoming),
        ...attendanceAbilities(row, isIn, runsGame, now),
        canReview: !upcoming && isIn && row.players_joined > 1 && !calledOff,
        canRate: !upcoming && isIn && !calledOff,
        genderRule,
        joinClosedReason: closedReason,
        ...teamsAbilities(row, runsGame, now),
      },
      rules: rulesOf(row),
      teams: null,
      // The dataset has no league fixtures: Rally reads a fixture only for a game of a league.
      fixture: null,
      result,
      minFairPlay: row.min_fair_play,
      newPlayersWelcome: row.new_players_welcome,
      waitlistByFairPlay: row.waitlist_by_fair_play,
    };
  });

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { port: Number(new URL(address).port), close: () => app.close() };
}
