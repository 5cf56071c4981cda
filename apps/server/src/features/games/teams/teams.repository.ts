import type { SkillLevel } from '@rally/shared/sports';
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  gameCohosts,
  gameGuests,
  gameParticipants,
  games,
  gameTeamMembers,
  gameTeams,
} from '../../../db/schema/games.ts';
import { transactionRunner } from '../../../db/transaction.ts';
import { profileColumns, profileColumnsAs } from '../../profiles/profiles.read-model.ts';

/** What making teams and recording the result read of a game (its row locked) and of the viewer. */
export type TeamsGame = {
  id: string;
  title: string;
  sport: string;
  hostId: string;
  startsAt: Date;
  calledOffAt: Date | null;
  teamsPublishedAt: Date | null;
  resultRecordedAt: Date | null;
  resultWinner: number | null;
  leagueId: string | null;
  viewerIsCohost: boolean;
};

/** One place on the roster: a player, or a guest under the player who brought them. */
export type RosterMember = {
  userId: string | null;
  guestId: string | null;
  name: string | null;
  /** The player themselves, or the one who brought the guest: their skill counts for both. */
  playerId: string;
  skill: SkillLevel | null;
};

export type TeamMemberRow = {
  teamNo: number;
  teamName: string;
  score: number | null;
  userId: string | null;
  guestId: string | null;
  name: string | null;
  playerId: string | null;
  skill: SkillLevel | null;
};

export type ResultCountsRow = { userId: string; sport: string; wins: number; losses: number; draws: number };

export type ViewerResultRow = {
  gameId: string;
  teamNo: number;
  winner: number | null;
  own: number | null;
  other: number | null;
};

export type NewTeam = {
  no: number;
  name: string;
  members: { userId: string | null; guestId: string | null }[];
};

/** Ids are UUIDs: any other text names nothing (and would be an error to the database). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const skillIn = (skills: SQL | typeof profileColumns.sportSkills, sport: SQL | string) =>
  sql<SkillLevel | null>`(${skills} ->> ${sport})`;

/**
 * The only code that reads and writes a game's teams (`game_teams`, `game_team_members`) and its result
 * (the `result_*` columns of `games`). Writes take the caller's transaction, which holds the game's lock.
 */
export function createTeamsRepository(db: Database) {
  const bringer = profileColumnsAs('bringer_profile');
  return {
    transaction: transactionRunner(db),

    /** The game locked until the transaction ends (teams and results of one game queue up), and the viewer. */
    async lockGame(gameId: string, viewerId: string, tx: Database): Promise<TeamsGame | undefined> {
      if (!UUID.test(gameId)) return undefined;
      const [row] = await tx
        .select({
          id: games.id,
          title: games.title,
          sport: games.sport,
          hostId: games.hostId,
          startsAt: games.startsAt,
          calledOffAt: games.calledOffAt,
          teamsPublishedAt: games.teamsPublishedAt,
          resultRecordedAt: games.resultRecordedAt,
          resultWinner: games.resultWinner,
          leagueId: games.leagueId,
          viewerIsCohost: sql<boolean>`exists (select 1 from ${gameCohosts} where ${gameCohosts.gameId} = ${games.id} and ${gameCohosts.userId} = ${viewerId})`,
        })
        .from(games)
        .where(eq(games.id, gameId))
        .for('update', { of: games });
      return row;
    },

    /**
     * Everyone on the roster as it shows them: the host first, then the players in the order they
     * joined, each followed by the guests they brought; with the skill in the sport (a guest's is their
     * player's). Two statements, whatever the roster's size.
     */
    async roster(gameId: string, sport: string, hostId: string, tx: Database = db): Promise<RosterMember[]> {
      const players = await tx
        .select({
          userId: gameParticipants.userId,
          name: profileColumns.name,
          skill: skillIn(profileColumns.sportSkills, sport),
        })
        .from(gameParticipants)
        .leftJoin(profileColumns.source, eq(profileColumns.userId, gameParticipants.userId))
        .where(eq(gameParticipants.gameId, gameId))
        .orderBy(
          desc(sql`${gameParticipants.userId} = ${hostId}`),
          asc(gameParticipants.joinedAt),
          asc(gameParticipants.id),
        );
      const guests = await tx
        .select({ id: gameGuests.id, name: gameGuests.name, broughtBy: gameGuests.broughtBy })
        .from(gameGuests)
        .where(eq(gameGuests.gameId, gameId))
        .orderBy(asc(gameGuests.createdAt), asc(gameGuests.id));
      return players.flatMap((player) => [
        {
          userId: player.userId,
          guestId: null,
          name: player.name,
          playerId: player.userId,
          skill: player.skill,
        },
        ...guests
          .filter((guest) => guest.broughtBy === player.userId)
          .map((guest) => ({
            userId: null,
            guestId: guest.id,
            name: guest.name,
            playerId: player.userId,
            skill: player.skill,
          })),
      ]);
    },

    /** The published teams with their members' names and skills (a guest's skill is their player's). */
    async publishedTeams(gameId: string, sport: string, tx: Database = db): Promise<TeamMemberRow[]> {
      return tx
        .select({
          teamNo: gameTeams.teamNo,
          teamName: gameTeams.name,
          score: gameTeams.score,
          userId: gameTeamMembers.userId,
          guestId: gameTeamMembers.guestId,
          name: sql<string | null>`coalesce(${profileColumns.name}, ${gameGuests.name})`,
          playerId: sql<string | null>`coalesce(${gameTeamMembers.userId}, ${gameGuests.broughtBy})`,
          skill: sql<SkillLevel | null>`coalesce(${skillIn(profileColumns.sportSkills, sport)}, ${skillIn(bringer.sportSkills, sport)})`,
        })
        .from(gameTeams)
        .leftJoin(
          gameTeamMembers,
          and(eq(gameTeamMembers.gameId, gameTeams.gameId), eq(gameTeamMembers.teamNo, gameTeams.teamNo)),
        )
        .leftJoin(profileColumns.source, eq(profileColumns.userId, gameTeamMembers.userId))
        .leftJoin(gameGuests, eq(gameGuests.id, gameTeamMembers.guestId))
        .leftJoin(bringer.source, eq(bringer.userId, gameGuests.broughtBy))
        .where(eq(gameTeams.gameId, gameId))
        .orderBy(asc(gameTeams.teamNo), asc(sql`coalesce(${profileColumns.name}, ${gameGuests.name})`));
    },

    /**
     * Wins, losses and draws per player and sport, from the published teams of games with a recorded
     * result: one grouped statement for any number of players (a sport narrows it).
     */
    async resultCounts(userIds: string[], sport?: string, tx: Database = db): Promise<ResultCountsRow[]> {
      if (userIds.length === 0) return [];
      const conditions = [isNotNull(games.resultRecordedAt), inArray(gameTeamMembers.userId, userIds)];
      if (sport) conditions.push(eq(games.sport, sport));
      const rows = await tx
        .select({
          userId: sql<string>`${gameTeamMembers.userId}`,
          sport: games.sport,
          wins: sql<number>`count(*) filter (where ${games.resultWinner} = ${gameTeamMembers.teamNo})`.mapWith(
            Number,
          ),
          losses:
            sql<number>`count(*) filter (where ${games.resultWinner} <> ${gameTeamMembers.teamNo})`.mapWith(
              Number,
            ),
          draws: sql<number>`count(*) filter (where ${games.resultWinner} is null)`.mapWith(Number),
        })
        .from(gameTeamMembers)
        .innerJoin(games, eq(games.id, gameTeamMembers.gameId))
        .where(and(...conditions))
        .groupBy(gameTeamMembers.userId, games.sport);
      return rows;
    },

    /**
     * The player's team, its score and the best other team's score in each of `gameIds` that has a
     * recorded result (My Games): one statement for the page.
     */
    async viewerResults(userId: string, gameIds: string[]): Promise<ViewerResultRow[]> {
      if (gameIds.length === 0) return [];
      return db
        .select({
          gameId: gameTeamMembers.gameId,
          teamNo: gameTeamMembers.teamNo,
          winner: games.resultWinner,
          own: gameTeams.score,
          other: sql<
            number | null
          >`(select max(o.score) from ${gameTeams} o where o.game_id = ${gameTeamMembers.gameId} and o.team_no <> ${gameTeamMembers.teamNo})`,
        })
        .from(gameTeamMembers)
        .innerJoin(games, and(eq(games.id, gameTeamMembers.gameId), isNotNull(games.resultRecordedAt)))
        .innerJoin(
          gameTeams,
          and(eq(gameTeams.gameId, gameTeamMembers.gameId), eq(gameTeams.teamNo, gameTeamMembers.teamNo)),
        )
        .where(and(eq(gameTeamMembers.userId, userId), inArray(gameTeamMembers.gameId, gameIds)));
    },

    /** Replaces the game's teams (their scores go with them) and stamps when they were published. */
    async replaceTeams(gameId: string, teams: NewTeam[], now: Date, tx: Database): Promise<void> {
      await tx.delete(gameTeams).where(eq(gameTeams.gameId, gameId));
      await tx.insert(gameTeams).values(teams.map((team) => ({ gameId, teamNo: team.no, name: team.name })));
      await tx
        .insert(gameTeamMembers)
        .values(
          teams.flatMap((team) => team.members.map((member) => ({ gameId, teamNo: team.no, ...member }))),
        );
      await tx.update(games).set({ teamsPublishedAt: now }).where(eq(games.id, gameId));
    },

    /** Who was on which team before a republish, so only players whose team changed are told again. */
    async teamOfEachPlayer(gameId: string, tx: Database): Promise<Map<string, number>> {
      const rows = await tx
        .select({ userId: gameTeamMembers.userId, teamNo: gameTeamMembers.teamNo })
        .from(gameTeamMembers)
        .where(and(eq(gameTeamMembers.gameId, gameId), isNotNull(gameTeamMembers.userId)));
      return new Map(rows.flatMap((row) => (row.userId ? [[row.userId, row.teamNo] as const] : [])));
    },

    async teamNumbers(gameId: string, tx: Database): Promise<number[]> {
      const rows = await tx
        .select({ no: gameTeams.teamNo })
        .from(gameTeams)
        .where(eq(gameTeams.gameId, gameId))
        .orderBy(asc(gameTeams.teamNo));
      return rows.map((row) => row.no);
    },

    /** Stores the result: each team's score (null: only a winner or a draw given) and the winner. */
    async recordResult(
      gameId: string,
      result: { scores: Map<number, number> | null; winner: number | null; by: string },
      now: Date,
      tx: Database,
    ): Promise<void> {
      for (const no of await this.teamNumbers(gameId, tx)) {
        await tx
          .update(gameTeams)
          .set({ score: result.scores?.get(no) ?? null })
          .where(and(eq(gameTeams.gameId, gameId), eq(gameTeams.teamNo, no)));
      }
      await tx
        .update(games)
        .set({ resultRecordedAt: now, resultRecordedBy: result.by, resultWinner: result.winner })
        .where(eq(games.id, gameId));
    },
  };
}

export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
