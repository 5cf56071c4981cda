import { balanceTeams, type PlayerResults, playerStrength } from '@rally/shared/games/team-balance';
import { teamsMessages } from '@rally/shared/games/teams.messages';
import type {
  GameResult,
  PublishedTeams,
  PublishTeamsInput,
  RecordResultInput,
  TeamsDraft,
  TeamsDraftInput,
  ViewerResult,
} from '@rally/shared/games/teams.schemas';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { gameNotFound, publishGameChange } from '../game-changes.ts';
import { runsGame } from '../games.policy.ts';
import { teamsPublishedNotice } from './teams.notifications.ts';
import {
  makeTeamsRefusal,
  type Refusal,
  recordResultRefusal,
  resultEditableUntil,
  winnerOf,
} from './teams.policy.ts';
import type { RosterMember, TeamsGame, TeamsRepository } from './teams.repository.ts';

type Deps = {
  teamsRepo: TeamsRepository;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
  /** The seed of a draft the host did not give one for; tests fix it. */
  randomSeed?: () => number;
};

type Tx = Parameters<Parameters<TeamsRepository['transaction']>[0]>[0];

/** A roster place's key: the same for the draft, the publish and the stored members. */
const keyOf = (member: { userId?: string | null; guestId?: string | null }) =>
  member.userId ? `u:${member.userId}` : `g:${member.guestId}`;

const refuse = (refusal: Refusal | null) => {
  if (refusal) throw new AppError(refusal.code, refusal.message);
};

/** Two decimals: what the page shows of an average. */
const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * Balanced teams and the final score (issue 27 §3, §4). The host or a co-host drafts a split (nothing is
 * stored), publishes it (checked against the roster as it is then), and records the result after the
 * start. Strength: the shared `playerStrength` (skill in the sport, and past results from three on).
 */
export function createTeamsService({ teamsRepo: repo, notifications, bus, clock, randomSeed }: Deps) {
  const nextSeed = randomSeed ?? (() => Math.floor(Math.random() * 2 ** 31));

  /** Runs `work` with the game locked, once the viewer is known to run it. */
  function withGame<T>(
    gameId: string,
    viewerId: string,
    work: (game: TeamsGame, runs: boolean, tx: Tx) => Promise<T>,
  ) {
    return repo.transaction(async (tx) => {
      const game = await repo.lockGame(gameId, viewerId, tx);
      if (!game) throw gameNotFound();
      return work(game, runsGame(game, { viewerId, isCohost: game.viewerIsCohost }), tx);
    });
  }

  /** Each roster player's strength in the sport: one grouped statement for their past results. */
  async function strengths(
    sport: string,
    members: { playerId: string | null; skill: RosterMember['skill'] }[],
    tx?: Tx,
  ) {
    const playerIds = [...new Set(members.flatMap((m) => (m.playerId ? [m.playerId] : [])))];
    const results = new Map<string, PlayerResults>(
      (await repo.resultCounts(playerIds, sport, tx)).map((row) => [row.userId, row]),
    );
    return (member: { playerId: string | null; skill: RosterMember['skill'] }) =>
      playerStrength(member.skill, member.playerId ? results.get(member.playerId) : undefined);
  }

  return {
    /** The server's split of everyone on the roster into `teamCount` teams; another seed shuffles. */
    async draft(viewerId: string, gameId: string, input: TeamsDraftInput): Promise<TeamsDraft> {
      return withGame(gameId, viewerId, async (game, runs, tx) => {
        refuse(makeTeamsRefusal(game, runs, clock.now()));
        const roster = await repo.roster(game.id, game.sport, game.hostId, tx);
        if (input.teamCount > roster.length) throw new AppError('bad_request', teamsMessages.tooManyTeams);
        const strengthOf = await strengths(game.sport, roster, tx);
        const byKey = new Map(roster.map((member) => [keyOf(member), member]));
        const seed = input.seed ?? nextSeed();
        const { teams } = balanceTeams({
          players: roster.map((member) => ({
            id: keyOf(member),
            strength: strengthOf(member),
            // "Keep players with their guests": a player and the guests they brought are one group.
            group: input.keepGroups ? member.playerId : undefined,
          })),
          teamCount: input.teamCount,
          seed,
        });
        return {
          seed,
          teams: teams.map((team, index) => ({
            no: index + 1,
            name: `Team ${index + 1}`,
            average: rounded(team.average),
            members: team.members.flatMap((key) => {
              const member = byKey.get(key);
              return member
                ? [
                    {
                      userId: member.userId,
                      guestId: member.guestId,
                      name: member.name,
                      strength: strengthOf(member),
                    },
                  ]
                : [];
            }),
          })),
        };
      });
    },

    /**
     * Publishes the teams: every player and guest on the roster exactly once (else the roster changed:
     * 409, make teams again). Each player but the publisher is told once; on a republish only those
     * whose team changed (or who are new to the teams) are told again.
     */
    async publish(viewerId: string, gameId: string, input: PublishTeamsInput): Promise<{ message: string }> {
      return withGame(gameId, viewerId, async (game, runs, tx) => {
        const now = clock.now();
        refuse(makeTeamsRefusal(game, runs, now));
        const roster = await repo.roster(game.id, game.sport, game.hostId, tx);
        const given = input.teams.flatMap((team) => team.members.map((member) => keyOf(member)));
        const expected = new Set(roster.map((member) => keyOf(member)));
        if (
          given.length !== expected.size ||
          new Set(given).size !== given.length ||
          given.some((key) => !expected.has(key))
        )
          throw new AppError('roster_changed', teamsMessages.rosterChanged);
        const before = await repo.teamOfEachPlayer(game.id, tx);
        const teams = input.teams.map((team, index) => ({
          no: index + 1,
          name: team.name.trim(),
          members: team.members.map((member) => ({
            userId: 'userId' in member ? member.userId : null,
            guestId: 'guestId' in member ? member.guestId : null,
          })),
        }));
        await repo.replaceTeams(game.id, teams, now, tx);
        const told = teams.flatMap((team) =>
          team.members.flatMap((member) =>
            member.userId && member.userId !== viewerId && before.get(member.userId) !== team.no
              ? [{ userId: member.userId, ...teamsPublishedNotice(game, team.name, { id: viewerId }) }]
              : [],
          ),
        );
        if (told.length > 0) await notifications.notifyMany(told, tx);
        await publishGameChange(bus, game.id, 'updated', tx);
        return { message: teamsMessages.published };
      });
    },

    /**
     * Records (or, within 48 hours of the start, changes) the result: each team's score, the winner
     * being the highest (a tie for it a draw), or only the winner, or a draw.
     */
    async recordResult(
      viewerId: string,
      gameId: string,
      input: RecordResultInput,
    ): Promise<{ message: string }> {
      return withGame(gameId, viewerId, async (game, runs, tx) => {
        const now = clock.now();
        refuse(recordResultRefusal(game, runs, now));
        const numbers = await repo.teamNumbers(game.id, tx);
        let scores: Map<number, number> | null = null;
        let winner: number | null;
        if (input.scores) {
          if (input.scores.length !== numbers.length)
            throw new AppError('bad_request', teamsMessages.scoresPerTeam);
          scores = new Map(numbers.map((no, index) => [no, input.scores?.[index] ?? 0]));
          winner = winnerOf([...scores].map(([no, score]) => ({ no, score })));
        } else {
          winner = input.winner ?? null;
          if (winner !== null && !numbers.includes(winner))
            throw new AppError('bad_request', teamsMessages.winnerUnknown);
        }
        await repo.recordResult(game.id, { scores, winner, by: viewerId }, now, tx);
        await publishGameChange(bus, game.id, 'updated', tx);
        return { message: teamsMessages.resultRecorded };
      });
    },

    /**
     * What the game's page shows of teams and the result: two statements (the teams with their members,
     * and the members' past results), whatever the number of players; none when no teams are published.
     */
    async pageView(game: {
      id: string;
      sport: string;
      startsAt: Date;
      teamsPublishedAt: Date | null;
      resultRecordedAt: Date | null;
      resultWinner: number | null;
    }): Promise<{ teams: PublishedTeams | null; result: GameResult | null }> {
      const result = game.resultRecordedAt
        ? {
            recordedAt: game.resultRecordedAt.toISOString(),
            winner: game.resultWinner,
            editableUntil: resultEditableUntil(game.startsAt).toISOString(),
          }
        : null;
      if (!game.teamsPublishedAt) return { teams: null, result };
      const rows = await repo.publishedTeams(game.id, game.sport);
      const strengthOf = await strengths(game.sport, rows);
      const teams = new Map<number, PublishedTeams['teams'][number] & { total: number }>();
      for (const row of rows) {
        const team = teams.get(row.teamNo) ?? {
          no: row.teamNo,
          name: row.teamName,
          score: row.score,
          average: 0,
          total: 0,
          members: [],
        };
        teams.set(row.teamNo, team);
        if (!row.userId && !row.guestId) continue;
        team.members.push({ userId: row.userId, guestId: row.guestId, name: row.name ?? 'Unknown Player' });
        team.total += strengthOf(row);
      }
      return {
        teams: {
          publishedAt: game.teamsPublishedAt.toISOString(),
          teams: [...teams.values()].map(({ total, ...team }) => ({
            ...team,
            average: team.members.length === 0 ? 0 : rounded(total / team.members.length),
          })),
        },
        result,
      };
    },

    /** The viewer's result in each of `gameIds` that has one ("Won 5–3", "Lost", "Draw"): one statement. */
    async viewerResults(viewerId: string, gameIds: string[]): Promise<Map<string, ViewerResult>> {
      const rows = await repo.viewerResults(viewerId, gameIds);
      return new Map(
        rows.map((row) => [
          row.gameId,
          {
            outcome: row.winner === null ? 'draw' : row.winner === row.teamNo ? 'won' : 'lost',
            score: row.own !== null && row.other !== null ? { own: row.own, other: row.other } : null,
          },
        ]),
      );
    },

    /** Wins, losses and draws per sport of one player (the profile's sport activity): one grouped statement. */
    async recordOf(userId: string): Promise<Map<string, PlayerResults>> {
      const rows = await repo.resultCounts([userId]);
      return new Map(
        rows.map((row) => [row.sport, { wins: row.wins, losses: row.losses, draws: row.draws }]),
      );
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
