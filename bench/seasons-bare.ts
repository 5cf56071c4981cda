/**
 * The yardstick of the season benchmark: a bare Fastify server answering a season's page, fixtures,
 * table, stats and bracket with byte-identical JSON, by running the statements Rally sends (captured with
 * `bench/seasons-overhead.ts --capture` and copied here by hand) through `pg` directly: the session lookup
 * by signed cookie included, no validation, no ORM, no framework plugins, none of Rally's code but the
 * shared package's pure table ranking, bracket shape, round names and current round, and small rules it would only copy (who may do
 * what with a season and a fixture, a bracket round's name). It covers the requests the benchmark makes:
 * a league member who plays for a team, reading a public league's season.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { fixtureRoundName, playoffRoundName } from '../packages/shared/src/seasons/fixture-names.ts';
import { currentRound } from '../packages/shared/src/seasons/fixture-rounds.ts';
import { type BracketSize, fullBracket } from '../packages/shared/src/seasons/playoff-bracket.ts';
import { seasonTable } from '../packages/shared/src/seasons/season-table.ts';
import type { Query } from './games-bare.ts';

/** A row of raw SQL: its shape is the statement's. */
// biome-ignore lint/suspicious/noExplicitAny: each statement's columns are read by name right below it.
type Row = Record<string, any>;

/** Rally's public address in the benchmark (bench/seasons-overhead.ts configures it): the feeds' links start with it. */
const PUBLIC_URL = 'http://127.0.0.1';

type State = {
  stage: string;
  registration: string;
  playoffTeams: number;
  fixturesGeneratedAt: Date | null;
  firstKickoffAt: Date | null;
  teamCount: number;
};

const teamRef = (row: Row) => ({ id: row.id, name: row.name, colour: row.colour });
const personOf = (row: Row) => ({
  id: row.user_id,
  name: row.name,
  username: row.username,
  avatarUrl: row.avatar_url,
});
/** A venue as the wire lists its fields (jsonb keeps its keys in its own order). */
const venueOf = (venue: Row) => ({ name: venue.name, latitude: venue.latitude, longitude: venue.longitude });

/** Rally's `rostersLocked` (seasons.policy.ts): from the first fixture's kick-off. */
const rostersLocked = (state: State, now: Date) =>
  state.firstKickoffAt !== null && now.getTime() >= state.firstKickoffAt.getTime();

/** Rally's `seasonAbilities` (seasons.policy.ts, a server file the bare server does not import), copied. */
function seasonAbilities(standing: Row, state: State, now: Date, hasAsked: boolean) {
  const organiser = standing.is_organiser as boolean;
  const member = standing.role !== 'none';
  const open = state.stage !== 'finished';
  const joinTeam =
    member &&
    state.registration === 'open' &&
    standing.team_id === null &&
    open &&
    !rostersLocked(state, now);
  return {
    edit: organiser && open,
    manageTeams: organiser && open,
    generateFixtures:
      organiser && state.stage === 'setup' && state.fixturesGeneratedAt === null && state.teamCount >= 2,
    seedPlayoffs:
      organiser &&
      state.stage === 'regular' &&
      state.playoffTeams > 0 &&
      state.teamCount >= state.playoffTeams,
    delete: organiser,
    joinTeam,
    askForPlacement: joinTeam && !hasAsked,
  };
}

/** Rally's `mayMove` (fixtures.policy.ts), copied: organisers, before kick-off, no result, season not over. */
const mayMove = (standing: Row, stage: string, fixture: Row, now: Date) =>
  standing.is_organiser &&
  stage !== 'finished' &&
  fixture.result_status === 'none' &&
  fixture.starts_at.getTime() > now.getTime();

/** Rally's `resultAbilities` (results/result.policy.ts), copied: what the viewer may do with a fixture's result. */
function resultAbilities(fixture: Row, standing: Row, now: Date) {
  const none = { report: false, confirm: false, dispute: false, settle: false };
  if (fixture.starts_at.getTime() > now.getTime()) return none;
  const team = standing.captain_of_team_id;
  const side = team === fixture.home_team_id || team === fixture.away_team_id ? team : null;
  const waiting = fixture.result_status === 'reported';
  const answersReport = waiting && side !== null && side !== fixture.reported_for_team_id;
  const organiser = standing.is_organiser as boolean;
  return {
    report:
      (organiser && fixture.result_status !== 'final') || (side !== null && fixture.result_status === 'none'),
    confirm: answersReport,
    dispute: answersReport,
    settle: organiser && fixture.result_status !== 'none',
  };
}

/** How many players the stats' leaders list shows (Rally's STAT_LEADERS). */
const STAT_LEADERS = 5;

/** Starts the bare server on a free port of 127.0.0.1; answers the port and a function that stops it. */
export async function startSeasonsBareServer(query: Query, secret: string) {
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

  /** How the viewer stands with the season: Rally's one access statement (season-access.repository.ts). */
  async function access(seasonId: string, userId: string): Promise<Row | undefined> {
    const [row] = await query(
      `select "seasons"."id" as season_id, "leagues"."id" as league_id, "leagues"."name" as league_name, "leagues"."sport" as league_sport, "leagues"."is_private" as league_is_private, "leagues"."created_by" as league_creator_id, case
            when "leagues"."created_by" = $1 then 'creator'
            when "league_memberships"."id" is not null then 'member'
            else 'none' end as role, ("leagues"."created_by" = $2 or ("league_organisers"."user_id" is not null and "league_memberships"."id" is not null)) as is_organiser, "season_team_players"."team_id", (select "season_teams"."id" from "season_teams"
            where "season_teams"."season_id" = "seasons"."id" and "season_teams"."captain_id" = $3 limit 1) as captain_of_team_id from "seasons" inner join "leagues" on "leagues"."id" = "seasons"."league_id" left join "league_memberships" on ("league_memberships"."league_id" = "leagues"."id" and "league_memberships"."user_id" = $4) left join "league_organisers" on ("league_organisers"."league_id" = "leagues"."id" and "league_organisers"."user_id" = $5) left join "season_team_players" on ("season_team_players"."season_id" = "seasons"."id" and "season_team_players"."user_id" = $6) where "seasons"."id" = $7`,
      [userId, userId, userId, userId, userId, userId, seasonId],
    );
    return row;
  }

  /** The season's row and where it stands, as Rally's `state` reads them: three statements side by side. */
  async function seasonState(seasonId: string) {
    const [[season], [first], [teamCount]] = await Promise.all([
      query(
        `select "id", "league_id", "name", "start_date"::text as start_date, "end_date"::text as end_date, "format", "points_win", "points_draw", "points_loss", "tiebreakers", "playoff_teams", "third_place_game", "registration", "roster_size", "stat_label", "match_weekdays", "match_times", "time_zone", "venues", "stage", "fixtures_generated_at", "champion_team_id", "feed_token", "created_by", "created_at", "updated_at" from "seasons" where "seasons"."id" = $1`,
        [seasonId],
      ),
      query(
        `select min("starts_at") as first from "season_fixtures" where "season_fixtures"."season_id" = $1`,
        [seasonId],
      ),
      query(`select count(*) as n from "season_teams" where "season_teams"."season_id" = $1`, [seasonId]),
    ]);
    if (!season) return undefined;
    const state = {
      stage: season.stage as string,
      registration: season.registration as string,
      playoffTeams: season.playoff_teams as number,
      fixturesGeneratedAt: season.fixtures_generated_at as Date | null,
      firstKickoffAt: (first?.first ?? null) as Date | null,
      teamCount: Number(teamCount?.n ?? 0),
    };
    return { season, state };
  }

  /** The viewer's standing, or the reply Rally gives: 404 for no season, 403 for a private league's outsider. */
  async function seeSeason(seasonId: string, userId: string, reply: FastifyReply) {
    const standing = await access(seasonId, userId);
    if (!standing) {
      reply.code(404).send({ error: 'season_not_found' });
      return undefined;
    }
    if (standing.league_is_private && standing.role === 'none') {
      reply.code(403).send({ error: 'forbidden' });
      return undefined;
    }
    return standing;
  }

  app.get<{ Params: { seasonId: string } }>('/api/seasons/:seasonId', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const standing = await seeSeason(request.params.seasonId, userId, reply);
    if (!standing) return reply;
    const seasonId = standing.season_id as string;
    const member = standing.role !== 'none';
    const [read, teams, players, requests, asked] = await Promise.all([
      seasonState(seasonId),
      query(
        `select "id", "season_id", "name", "colour", "captain_id", "created_at" from "season_teams" where "season_teams"."season_id" = $1 order by lower("season_teams"."name"), "season_teams"."id" asc`,
        [seasonId],
      ),
      query(
        `select "season_team_players"."team_id", "season_team_players"."user_id", "user_profiles"."name", "user_profiles"."username", "user_profiles"."avatar_url" from "season_team_players" inner join "season_teams" on "season_teams"."id" = "season_team_players"."team_id" left join "user_profiles" on "user_profiles"."user_id" = "season_team_players"."user_id" where "season_teams"."season_id" = $1 order by lower(coalesce("user_profiles"."name", '')), "season_team_players"."user_id" asc`,
        [seasonId],
      ),
      standing.is_organiser
        ? query(
            `select "season_placement_requests"."user_id", "user_profiles"."name", "user_profiles"."username", "user_profiles"."avatar_url", "season_placement_requests"."message", "season_placement_requests"."created_at" from "season_placement_requests" left join "user_profiles" on "user_profiles"."user_id" = "season_placement_requests"."user_id" where "season_placement_requests"."season_id" = $1 order by "season_placement_requests"."created_at" asc, "season_placement_requests"."user_id" asc`,
            [seasonId],
          )
        : [],
      member
        ? query(
            `select "user_id" from "season_placement_requests" where ("season_placement_requests"."season_id" = $1 and "season_placement_requests"."user_id" = $2)`,
            [seasonId, userId],
          )
        : [],
    ]);
    if (!read) return reply.code(404).send({ error: 'season_not_found' });
    const { season, state } = read;
    const now = new Date();
    const hasAsked = asked.length > 0;
    const byTeam = new Map<string, Row[]>();
    for (const player of players) {
      const list = byTeam.get(player.team_id) ?? [];
      list.push(player);
      byTeam.set(player.team_id, list);
    }
    const champion = teams.find((team) => team.id === season.champion_team_id);
    return {
      id: season.id,
      name: season.name,
      startDate: season.start_date,
      endDate: season.end_date,
      format: season.format,
      points: { win: season.points_win, draw: season.points_draw, loss: season.points_loss },
      tiebreakers: season.tiebreakers,
      playoffTeams: season.playoff_teams,
      thirdPlaceGame: season.third_place_game,
      registration: season.registration,
      rosterSize: season.roster_size,
      statLabel: season.stat_label,
      matchWeekdays: season.match_weekdays,
      matchTimes: season.match_times,
      timeZone: season.time_zone,
      venues: (season.venues as Row[]).map(venueOf),
      stage: season.stage,
      fixturesGeneratedAt: season.fixtures_generated_at?.toISOString() ?? null,
      firstKickoffAt: state.firstKickoffAt?.toISOString() ?? null,
      rulesLocked: state.fixturesGeneratedAt !== null,
      rostersLocked: rostersLocked(state, now),
      champion: champion ? teamRef(champion) : null,
      league: { id: standing.league_id, name: standing.league_name, sport: standing.league_sport },
      teams: teams.map((team) => {
        const roster = byTeam.get(team.id) ?? [];
        const captain = roster.find((player) => player.user_id === team.captain_id);
        return {
          ...teamRef(team),
          captain: captain ? personOf(captain) : null,
          players: roster.map(personOf),
          playerCount: roster.length,
        };
      }),
      placementRequests: requests.map((row) => ({
        user: personOf(row),
        message: row.message,
        createdAt: row.created_at.toISOString(),
      })),
      viewer: {
        isOrganiser: standing.is_organiser,
        isMember: member,
        teamId: standing.team_id,
        captainOfTeamId: standing.captain_of_team_id,
        hasAskedForPlacement: hasAsked,
        can: seasonAbilities(standing, state, now, hasAsked),
      },
      feeds: {
        season: `${PUBLIC_URL}/api/calendar/seasons/${season.feed_token}.ics`,
        teams: Object.fromEntries(
          teams.map((team) => [
            team.id,
            `${PUBLIC_URL}/api/calendar/seasons/${season.feed_token}/teams/${team.id}.ics`,
          ]),
        ),
      },
      createdAt: season.created_at.toISOString(),
    };
  });

  app.get<{
    Params: { seasonId: string };
    Querystring: { stage?: string; round?: string; team?: string };
  }>('/api/seasons/:seasonId/fixtures', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const standing = await seeSeason(request.params.seasonId, userId, reply);
    if (!standing) return reply;
    const seasonId = standing.season_id as string;
    const { stage, round, team } = request.query;
    // Rally's list: each fixture with both teams' names and colours, of one team or of one round.
    const fixturesOf = (view: Row) =>
      view.kind === 'team'
        ? query(
            `select "season_fixtures"."id", "season_fixtures"."season_id", "season_fixtures"."stage", "season_fixtures"."round", "season_fixtures"."bracket_slot", "season_fixtures"."is_third_place", "season_fixtures"."home_team_id", "season_fixtures"."away_team_id", "home_team"."name" as home_name, "home_team"."colour" as home_colour, "away_team"."name" as away_name, "away_team"."colour" as away_colour, "season_fixtures"."date"::text as date, "season_fixtures"."time", "season_fixtures"."starts_at", "season_fixtures"."venue", "season_fixtures"."game_id", "season_fixtures"."home_score", "season_fixtures"."away_score", "season_fixtures"."winner_team_id", "season_fixtures"."result_status", "season_fixtures"."reported_for_team_id", "season_fixtures"."reported_at", "season_fixtures"."dispute_reason" from "season_fixtures" inner join "season_teams" "home_team" on "home_team"."id" = "season_fixtures"."home_team_id" inner join "season_teams" "away_team" on "away_team"."id" = "season_fixtures"."away_team_id" where ("season_fixtures"."season_id" = $1 and ("season_fixtures"."home_team_id" = $2 or "season_fixtures"."away_team_id" = $3)) order by case when "season_fixtures"."stage" = 'regular' then 0 else 1 end, "season_fixtures"."round" asc, "season_fixtures"."starts_at" asc, "season_fixtures"."bracket_slot" nulls first, "season_fixtures"."id" asc`,
            [seasonId, view.teamId, view.teamId],
          )
        : query(
            `select "season_fixtures"."id", "season_fixtures"."season_id", "season_fixtures"."stage", "season_fixtures"."round", "season_fixtures"."bracket_slot", "season_fixtures"."is_third_place", "season_fixtures"."home_team_id", "season_fixtures"."away_team_id", "home_team"."name" as home_name, "home_team"."colour" as home_colour, "away_team"."name" as away_name, "away_team"."colour" as away_colour, "season_fixtures"."date"::text as date, "season_fixtures"."time", "season_fixtures"."starts_at", "season_fixtures"."venue", "season_fixtures"."game_id", "season_fixtures"."home_score", "season_fixtures"."away_score", "season_fixtures"."winner_team_id", "season_fixtures"."result_status", "season_fixtures"."reported_for_team_id", "season_fixtures"."reported_at", "season_fixtures"."dispute_reason" from "season_fixtures" inner join "season_teams" "home_team" on "home_team"."id" = "season_fixtures"."home_team_id" inner join "season_teams" "away_team" on "away_team"."id" = "season_fixtures"."away_team_id" where ("season_fixtures"."season_id" = $1 and "season_fixtures"."stage" = $2 and "season_fixtures"."round" = $3) order by case when "season_fixtures"."stage" = 'regular' then 0 else 1 end, "season_fixtures"."round" asc, "season_fixtures"."starts_at" asc, "season_fixtures"."bracket_slot" nulls first, "season_fixtures"."id" asc`,
            [seasonId, view.stage, view.round],
          );
    // A view asked is read beside the summary; the current round after it, as Rally does.
    const asked = team
      ? { kind: 'team', teamId: team }
      : stage && round
        ? { kind: 'round', stage, round: Number(round) }
        : undefined;
    const [[season], teams, roundRows, askedRows] = await Promise.all([
      query(
        `select "id", "name", "start_date"::text as start_date, "end_date"::text as end_date, "format", "match_weekdays", "match_times", "time_zone", "venues", "stage", "playoff_teams", "fixtures_generated_at", "feed_token" from "seasons" where "seasons"."id" = $1`,
        [seasonId],
      ),
      // The teams' feeds in the order the teams were made, as Rally lists them.
      query(
        `select "id", "name", "captain_id" from "season_teams" where "season_teams"."season_id" = $1 order by "season_teams"."created_at" asc, "season_teams"."id" asc`,
        [seasonId],
      ),
      // Rally's rounds summary: one grouped statement over the season's fixtures.
      query(
        `select "stage", "round", min("season_fixtures"."starts_at") as starts_at, min("season_fixtures"."date")::text as date, count(*)::int as fixtures, (count(*) filter (where "season_fixtures"."result_status" = 'final'))::int as counted from "season_fixtures" where "season_fixtures"."season_id" = $1 group by "season_fixtures"."stage", "season_fixtures"."round" order by case when "season_fixtures"."stage" = 'regular' then 0 else 1 end, "season_fixtures"."round" asc`,
        [seasonId],
      ),
      asked ? fixturesOf(asked) : undefined,
    ]);
    if (!season) return reply.code(404).send({ error: 'season_not_found' });
    if (team && !teams.some((row) => row.id === team))
      return reply.code(404).send({ error: 'season_team_not_found' });
    // The current round is the shared package's rule, as Rally's.
    const current = asked
      ? undefined
      : currentRound(roundRows as { stage: string; round: number; fixtures: number; counted: number }[]);
    const view = asked ?? (current ? { kind: 'round', stage: current.stage, round: current.round } : null);
    const rows = askedRows ?? (view ? await fixturesOf(view) : []);
    const now = new Date();
    return {
      view: view ?? { kind: 'none' },
      rounds: roundRows.map((row) => ({
        stage: row.stage,
        round: row.round,
        name: fixtureRoundName(row as { stage: 'regular' | 'playoff'; round: number }, season.playoff_teams),
        startsAt: row.starts_at.toISOString(),
        date: row.date,
        fixtures: row.fixtures,
        counted: row.counted,
      })),
      fixtures: rows.map((row) => ({
        id: row.id,
        stage: row.stage,
        round: row.round,
        bracketSlot: row.bracket_slot,
        isThirdPlace: row.is_third_place,
        home: { id: row.home_team_id, name: row.home_name, colour: row.home_colour },
        away: { id: row.away_team_id, name: row.away_name, colour: row.away_colour },
        date: row.date,
        time: row.time,
        timeZone: season.time_zone,
        startsAt: row.starts_at.toISOString(),
        venue: venueOf(row.venue),
        gameId: row.game_id,
        result: {
          homeScore: row.home_score,
          awayScore: row.away_score,
          winnerTeamId: row.winner_team_id,
          status: row.result_status,
          reportedForTeamId: row.reported_for_team_id,
          reportedAt: row.reported_at?.toISOString() ?? null,
          disputeReason: row.dispute_reason,
        },
        can: {
          move: mayMove(standing, season.stage, row, now),
          ...resultAbilities(row, standing, now),
        },
      })),
      feeds: {
        season: `${PUBLIC_URL}/api/calendar/seasons/${season.feed_token}.ics`,
        teams: teams.map((team) => ({
          teamId: team.id,
          url: `${PUBLIC_URL}/api/calendar/seasons/${season.feed_token}/teams/${team.id}.ics`,
        })),
      },
    };
  });

  /** Rally's table, stats and bracket refuse a season the viewer may not see as not found. */
  async function visible(seasonId: string, userId: string, reply: FastifyReply) {
    const standing = await access(seasonId, userId);
    if (!standing || (standing.league_is_private && standing.role === 'none')) {
      reply.code(404).send({ error: 'season_not_found' });
      return undefined;
    }
    return standing;
  }

  app.get<{ Params: { seasonId: string } }>('/api/seasons/:seasonId/table', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const { seasonId } = request.params;
    if (!(await visible(seasonId, userId, reply))) return reply;
    // Rally's one statement: the rules, the teams by name and the counted regular results in play order.
    const [data] = await query(
      `select s.points_win as "pointsWin", s.points_draw as "pointsDraw", s.points_loss as "pointsLoss",
          s.tiebreakers, s.playoff_teams as "playoffTeams",
          (select case when count(*) > 0 and count(*) filter (where f.result_status <> 'final') = 0
              then max(f.counted_at) end
            from "season_fixtures" f where f.season_id = s.id and f.stage = 'regular') as "finalAt",
          (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'colour', t.colour,
              'captainId', t.captain_id) order by lower(t.name), t.id), '[]'::json)
            from "season_teams" t where t.season_id = s.id) as teams,
          (select coalesce(json_agg(json_build_object('homeTeamId', f.home_team_id, 'awayTeamId', f.away_team_id,
              'homeScore', f.home_score, 'awayScore', f.away_score, 'startsAt', f.starts_at)
              order by f.starts_at, f.id), '[]'::json)
            from "season_fixtures" f
            where f.season_id = s.id and f.stage = 'regular' and f.result_status = 'final') as results
        from "seasons" s where s.id = $1`,
      [seasonId],
    );
    if (!data) return reply.code(404).send({ error: 'season_not_found' });
    const teams = new Map((data.teams as Row[]).map((team) => [team.id as string, team]));
    // The ranking itself is the shared package's pure function, as Rally's.
    const rows = seasonTable({
      teamIds: (data.teams as Row[]).map((team) => team.id as string),
      results: (data.results as Row[]).map((result) => ({
        homeTeamId: result.homeTeamId,
        awayTeamId: result.awayTeamId,
        homeScore: result.homeScore ?? 0,
        awayScore: result.awayScore ?? 0,
        playedAt: new Date(result.startsAt).toISOString(),
      })),
      points: { win: data.pointsWin, draw: data.pointsDraw, loss: data.pointsLoss },
      tiebreakers: data.tiebreakers,
    });
    return {
      rows: rows.map((row) => ({
        position: row.position,
        team: teamRef(teams.get(row.teamId)!),
        played: row.played,
        won: row.won,
        drawn: row.drawn,
        lost: row.lost,
        scored: row.scored,
        conceded: row.conceded,
        difference: row.difference,
        points: row.points,
        form: row.form,
      })),
      points: { win: data.pointsWin, draw: data.pointsDraw, loss: data.pointsLoss },
      tiebreakers: data.tiebreakers,
      playoffTeams: data.playoffTeams,
      finalAt: data.finalAt === null ? null : new Date(data.finalAt).toISOString(),
    };
  });

  app.get<{ Params: { seasonId: string } }>('/api/seasons/:seasonId/stats', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const { seasonId } = request.params;
    if (!(await visible(seasonId, userId, reply))) return reply;
    const [label, rows] = await Promise.all([
      query(`select "stat_label" from "seasons" where "seasons"."id" = $1`, [seasonId]),
      // Rally's one statement: appearances and the stat from final fixtures, rostered players yet to play at 0.
      query(
        `with played as (
          select p.user_id, p.team_id, count(*)::int as appearances, coalesce(sum(p.stat), 0)::int as stat
          from "season_fixture_players" p
          join "season_fixtures" f on f.id = p.fixture_id
          where f.season_id = $1 and f.result_status = 'final'
          group by p.user_id, p.team_id
        ), everyone as (
          select user_id, team_id, appearances, stat from played
          union all
          select r.user_id, r.team_id, 0, 0 from "season_team_players" r
          where r.season_id = $2 and not exists (select 1 from played where played.user_id = r.user_id)
        )
        select e.user_id as "userId", "user_profiles"."name" as name, "user_profiles"."avatar_url" as "avatarUrl",
          t.id as "teamId", t.name as "teamName", t.colour as "teamColour", e.appearances, e.stat
        from everyone e
        join "season_teams" t on t.id = e.team_id
        left join "user_profiles" on "user_profiles"."user_id" = e.user_id
        order by e.stat desc, e.appearances desc, lower(coalesce("user_profiles"."name", '')), e.user_id`,
        [seasonId, seasonId],
      ),
    ]);
    const players = rows.map((row) => ({
      user: { id: row.userId, name: row.name, avatarUrl: row.avatarUrl },
      team: { id: row.teamId, name: row.teamName, colour: row.teamColour },
      appearances: Number(row.appearances),
      stat: Number(row.stat),
    }));
    return {
      statLabel: label[0]?.stat_label ?? null,
      players,
      // Rows come best first: the leaders are the first five who have played.
      leaders: players.filter((row) => row.appearances > 0).slice(0, STAT_LEADERS),
    };
  });

  app.get<{ Params: { seasonId: string } }>('/api/seasons/:seasonId/bracket', async (request, reply) => {
    const userId = await viewer(request, reply);
    if (!userId) return reply;
    const { seasonId } = request.params;
    if (!(await visible(seasonId, userId, reply))) return reply;
    // As Rally: the season's playoff fields, its teams and the playoff fixtures, side by side.
    const [[season], teamRows, fixtures] = await Promise.all([
      query(
        `select "playoff_teams", "third_place_game", "champion_team_id" from "seasons" where "seasons"."id" = $1`,
        [seasonId],
      ),
      query(
        `select "id", "name", "colour", "captain_id" from "season_teams" where "season_teams"."season_id" = $1 order by lower("season_teams"."name") asc, "season_teams"."id" asc`,
        [seasonId],
      ),
      query(
        `select "id", "season_id", "stage", "round", "bracket_slot", "is_third_place", "home_team_id", "away_team_id", "date"::text as date, "time", "starts_at", "venue", "game_id", "home_score", "away_score", "winner_team_id", "result_status", "reported_by", "reported_for_team_id", "reported_at", "confirmed_by", "disputed_by", "disputed_at", "dispute_reason", "counted_at", "created_at", "updated_at" from "season_fixtures" where ("season_fixtures"."season_id" = $1 and "season_fixtures"."stage" = $2) order by "season_fixtures"."round" asc, "season_fixtures"."is_third_place" asc, "season_fixtures"."bracket_slot" asc`,
        [seasonId, 'playoff'],
      ),
    ]);
    if (!season) return reply.code(404).send({ error: 'season_not_found' });
    const teams = new Map(teamRows.map((team) => [team.id as string, team]));
    const champion = season.champion_team_id ? teams.get(season.champion_team_id) : undefined;
    const refOf = (id: string | null) => {
      const team = id ? teams.get(id) : undefined;
      return team ? teamRef(team) : null;
    };
    if (season.playoff_teams === 0)
      return { size: 0, thirdPlace: false, games: [], champion: champion ? teamRef(champion) : null };
    const size = season.playoff_teams as BracketSize;
    // The bracket's shape is the shared package's pure function, as Rally's.
    const games = fullBracket({
      size,
      thirdPlace: season.third_place_game,
      games: fixtures.map((fixture) => ({
        round: fixture.round,
        slot: fixture.bracket_slot ?? 0,
        isThirdPlace: fixture.is_third_place,
        homeTeamId: fixture.home_team_id,
        awayTeamId: fixture.away_team_id,
        winnerTeamId: fixture.result_status === 'final' ? fixture.winner_team_id : null,
      })),
    });
    return {
      size,
      thirdPlace: season.third_place_game,
      games: games.map((game) => {
        const fixture = fixtures.find(
          (row) =>
            row.round === game.round &&
            (row.bracket_slot ?? 0) === game.slot &&
            row.is_third_place === game.isThirdPlace,
        );
        const final = fixture?.result_status === 'final';
        return {
          round: game.round,
          slot: game.slot,
          isThirdPlace: game.isThirdPlace,
          roundName: playoffRoundName(game, size),
          fixtureId: fixture?.id ?? null,
          home: refOf(game.homeTeamId),
          away: refOf(game.awayTeamId),
          homeScore: final ? (fixture?.home_score ?? null) : null,
          awayScore: final ? (fixture?.away_score ?? null) : null,
          winnerTeamId: game.winnerTeamId,
          startsAt: fixture?.starts_at.toISOString() ?? null,
        };
      }),
      champion: champion ? teamRef(champion) : null,
    };
  });

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { port: Number(new URL(address).port), close: () => app.close() };
}
