import { leagueTopic } from '@rally/shared/leagues/leagues.schemas';
import type { DisputeResultInput, FixtureResult, ReportResult } from '@rally/shared/seasons/results.schemas';
import { RESULT_CONFIRM_HOURS } from '@rally/shared/seasons/seasons.constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../../db/client.ts';
import { AppError, badRequest, conflict, forbidden } from '../../../../lib/app-error.ts';
import type { Clock } from '../../../../lib/clock.ts';
import type { RealtimeBus } from '../../../../plugins/realtime/realtime-bus.ts';
import type { NotificationsService } from '../../../notifications/notifications.service.ts';
import type { SeasonChange, SeasonPlayoffs } from '../playoffs/season-playoffs.ts';
import type { SeasonAccessRepository } from '../season-access.repository.ts';
import { canSeeSeason, type SeasonAccess } from '../season-access.ts';
import { captainedSide } from './result.policy.ts';
import { resultDisputedNote, resultToConfirmNote, scoreLine } from './season-results.notifications.ts';
import type {
  ResultFixtureRow,
  ResultSeasonRow,
  ResultValues,
  SeasonResultsRepository,
} from './season-results.repository.ts';

type Deps = {
  repo: SeasonResultsRepository;
  accessRepo: Pick<SeasonAccessRepository, 'forViewer'>;
  playoffs: SeasonPlayoffs;
  notifications: Pick<NotificationsService, 'notify' | 'notifyMany'>;
  bus: Pick<RealtimeBus, 'publish'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
};

const HOUR_MS = 3_600_000;
/** How many waiting reports the job reads at a time. */
const DUE_BATCH = 50;

const fixtureNotFound = () => new AppError('fixture_not_found', 'We could not find that fixture.');
const seasonNotFound = () => new AppError('season_not_found', 'Season not found');

export const toFixtureResult = (row: ResultFixtureRow): FixtureResult => ({
  fixtureId: row.id,
  resultStatus: row.resultStatus,
  homeScore: row.homeScore,
  awayScore: row.awayScore,
  winnerTeamId: row.winnerTeamId,
  reportedForTeamId: row.reportedForTeamId,
  reportedAt: row.reportedAt?.toISOString() ?? null,
  disputeReason: row.disputeReason,
  countedAt: row.countedAt?.toISOString() ?? null,
});

/** Inside the lock: the season, the fixture and how the viewer stands with them. */
type Locked = { access: SeasonAccess; season: ResultSeasonRow; fixture: ResultFixtureRow; tx: Database };

/**
 * A fixture's result (issue 29 §3): a captain reports (the other captain confirms or disputes; it counts
 * on confirmation or 48 hours later), an organiser reports or settles (it counts at once). Whatever makes
 * a result count also does what follows from it in the same transaction: the playoffs seeded after the
 * last regular result, the bracket advanced, the champion crowned.
 */
export function createSeasonResultsService({
  repo,
  accessRepo,
  playoffs,
  notifications,
  bus,
  clock,
  log,
}: Deps) {
  async function publish(season: ResultSeasonRow, changes: SeasonChange[], tx: Database) {
    for (const change of new Set(changes)) {
      await bus.publish(
        leagueTopic(season.leagueId),
        { type: 'season.changed', leagueId: season.leagueId, seasonId: season.id, change },
        tx,
      );
    }
  }

  /** Runs `work` holding the season's lock, then the fixture's; a fixture the viewer may not see is not found. */
  async function withFixture<T>(viewerId: string, fixtureId: string, work: (locked: Locked) => Promise<T>) {
    const seasonId = await repo.seasonIdOfFixture(fixtureId);
    if (!seasonId) throw fixtureNotFound();
    return repo.transaction(async (tx) => {
      const access = await accessRepo.forViewer(seasonId, viewerId, tx, { lock: true });
      if (!access || !canSeeSeason(access)) throw fixtureNotFound();
      const season = await repo.lockSeason(seasonId, tx);
      const fixture = await repo.lockFixture(fixtureId, tx);
      if (!season || !fixture) throw fixtureNotFound();
      return work({ access, season, fixture, tx });
    });
  }

  function requireKickedOff(fixture: ResultFixtureRow) {
    if (fixture.startsAt.getTime() > clock.now().getTime()) {
      throw conflict('game_not_started', 'The result can be reported once the game has kicked off');
    }
  }

  /** The score as stored: a playoff always names who went through; a league game never does. */
  function decideScore(fixture: ResultFixtureRow, input: ReportResult) {
    const { homeScore, awayScore } = input;
    const named = input.winnerTeamId ?? null;
    if (fixture.stage === 'regular') {
      if (named) throw badRequest('bad_request', 'A league game can end level: leave out who went through.');
      return { homeScore, awayScore, winnerTeamId: null };
    }
    if (homeScore === awayScore) {
      if (named !== fixture.homeTeamId && named !== fixture.awayTeamId) {
        throw badRequest('bad_request', 'A playoff game level on score needs the team that went through.');
      }
      return { homeScore, awayScore, winnerTeamId: named };
    }
    const winner = homeScore > awayScore ? fixture.homeTeamId : fixture.awayTeamId;
    if (named && named !== winner) {
      throw badRequest('bad_request', 'The team that went through is the one with the higher score.');
    }
    return { homeScore, awayScore, winnerTeamId: winner };
  }

  /** The appearances and stats: the lines given (players of the two teams only), or every rostered player. */
  async function writePlayers(fixture: ResultFixtureRow, input: ReportResult, tx: Database) {
    const roster = new Map(
      (await repo.rosters([fixture.homeTeamId, fixture.awayTeamId], tx)).map((row) => [
        row.userId,
        row.teamId,
      ]),
    );
    const lines = (input.players ?? [...roster.keys()].map((userId) => ({ userId, stat: 0 }))).map((line) => {
      const teamId = roster.get(line.userId);
      if (!teamId)
        throw badRequest('bad_request', 'Only players of the two teams can be listed in a result.');
      return { userId: line.userId, teamId, stat: line.stat };
    });
    await repo.replacePlayers(fixture.id, lines, tx);
  }

  /** A result has just begun to count (or was corrected): what follows from it. */
  async function counted(season: ResultSeasonRow, fixture: ResultFixtureRow, tx: Database) {
    const changes: SeasonChange[] = ['results'];
    if (fixture.stage === 'playoff') {
      await playoffs.advance(season, season.leagueId, fixture.round, tx);
      changes.push('playoffs');
    } else {
      changes.push(...(await playoffs.afterRegularResult(season, season.leagueId, tx)));
    }
    await publish(season, changes, tx);
  }

  /** A correction may not change who went through once they play the next round. */
  async function guardPlayoffCorrection(
    season: ResultSeasonRow,
    fixture: ResultFixtureRow,
    winner: string | null,
    tx: Database,
  ) {
    if (fixture.stage !== 'playoff' || fixture.resultStatus !== 'final' || fixture.winnerTeamId === winner)
      return;
    const later = (await repo.playoffFixtures(season.id, tx)).some((other) => other.round > fixture.round);
    if (later) {
      throw conflict(
        'result_closed',
        'The next round already has its teams, so who went through can no longer change.',
      );
    }
  }

  /** An organiser's score: final at once (a correction keeps when it first counted). */
  async function organiserResult(viewerId: string, { season, fixture, tx }: Locked, input: ReportResult) {
    requireKickedOff(fixture);
    const score = decideScore(fixture, input);
    await guardPlayoffCorrection(season, fixture, score.winnerTeamId, tx);
    const now = clock.now();
    const row = await repo.saveResult(
      fixture.id,
      {
        ...score,
        resultStatus: 'final',
        reportedBy: viewerId,
        reportedForTeamId: null,
        reportedAt: now,
        countedAt: fixture.countedAt ?? now,
      },
      now,
      tx,
    );
    await writePlayers(fixture, input, tx);
    await counted(season, row, tx);
    return toFixtureResult(row);
  }

  /** The other team's captain, answering a captain's report. */
  function requireOtherCaptain({ access, fixture }: Locked, verb: 'confirm' | 'dispute') {
    const side = captainedSide(fixture, access);
    if (!side || side === fixture.reportedForTeamId) {
      throw forbidden(`Only the other team's captain can ${verb} this result.`);
    }
    if (fixture.resultStatus !== 'reported') {
      throw conflict('result_closed', 'There is no reported result waiting for an answer.');
    }
  }

  return {
    /** POST: a captain's report waits for the other captain; an organiser's counts at once. */
    async report(viewerId: string, fixtureId: string, input: ReportResult): Promise<FixtureResult> {
      return withFixture(viewerId, fixtureId, async (locked) => {
        const { access, season, fixture, tx } = locked;
        const side = captainedSide(fixture, access);
        if (!access.isOrganiser && !side) {
          throw forbidden("Only the two teams' captains and the league's organisers can report this result.");
        }
        requireKickedOff(fixture);
        if (fixture.resultStatus === 'final') {
          throw conflict(
            'result_closed',
            access.isOrganiser
              ? 'This result already counts: correct it instead.'
              : "This result already counts: only the league's organisers can correct it.",
          );
        }
        if (access.isOrganiser) return organiserResult(viewerId, locked, input);
        if (fixture.resultStatus !== 'none') {
          throw conflict(
            'result_recorded',
            'This result was already reported: the other captain confirms or disputes it, or an organiser settles it.',
          );
        }
        const score = decideScore(fixture, input);
        const now = clock.now();
        const values: ResultValues = {
          ...score,
          resultStatus: 'reported',
          reportedBy: viewerId,
          reportedForTeamId: side,
          reportedAt: now,
          confirmedBy: null,
          disputedBy: null,
          disputedAt: null,
          disputeReason: null,
          countedAt: null,
        };
        const row = await repo.saveResult(fixture.id, values, now, tx);
        await writePlayers(fixture, input, tx);
        const teams = new Map((await repo.teams(season.id, tx)).map((team) => [team.id, team]));
        const otherTeam = teams.get(side === fixture.homeTeamId ? fixture.awayTeamId : fixture.homeTeamId);
        const line = scoreLine(
          teams.get(fixture.homeTeamId)?.name ?? 'Home',
          teams.get(fixture.awayTeamId)?.name ?? 'Away',
          score.homeScore,
          score.awayScore,
        );
        if (otherTeam?.captainId) {
          await notifications.notify(
            { userId: otherTeam.captainId, ...resultToConfirmNote(line), relatedId: season.leagueId },
            tx,
          );
        }
        await publish(season, ['results'], tx);
        return toFixtureResult(row);
      });
    },

    /** POST .../confirm: the other captain agrees; the result counts now. */
    async confirm(viewerId: string, fixtureId: string): Promise<FixtureResult> {
      return withFixture(viewerId, fixtureId, async (locked) => {
        requireOtherCaptain(locked, 'confirm');
        const now = clock.now();
        const row = await repo.saveResult(
          locked.fixture.id,
          { resultStatus: 'final', confirmedBy: viewerId, countedAt: now },
          now,
          locked.tx,
        );
        await counted(locked.season, row, locked.tx);
        return toFixtureResult(row);
      });
    },

    /** POST .../dispute: the other captain disagrees; the organisers are told to settle it. */
    async dispute(viewerId: string, fixtureId: string, input: DisputeResultInput): Promise<FixtureResult> {
      return withFixture(viewerId, fixtureId, async (locked) => {
        requireOtherCaptain(locked, 'dispute');
        const { season, fixture, tx } = locked;
        const now = clock.now();
        const reason = input.reason.trim();
        const row = await repo.saveResult(
          fixture.id,
          { resultStatus: 'disputed', disputedBy: viewerId, disputedAt: now, disputeReason: reason },
          now,
          tx,
        );
        const teams = new Map((await repo.teams(season.id, tx)).map((team) => [team.id, team]));
        const line = scoreLine(
          teams.get(fixture.homeTeamId)?.name ?? 'Home',
          teams.get(fixture.awayTeamId)?.name ?? 'Away',
          fixture.homeScore ?? 0,
          fixture.awayScore ?? 0,
        );
        const disputer = teams.get(captainedSide(fixture, locked.access) ?? '')?.name ?? 'A team';
        const note = resultDisputedNote(line, disputer, reason);
        const organisers = await repo.organiserIds(season.leagueId, tx);
        await notifications.notifyMany(
          organisers.map((userId) => ({
            userId,
            ...note,
            relatedId: season.leagueId,
            relatedUserId: viewerId,
          })),
          tx,
        );
        await publish(season, ['results'], tx);
        return toFixtureResult(row);
      });
    },

    /** PUT: an organiser settles a report or a dispute, or corrects a final result; it counts at once. */
    async settle(viewerId: string, fixtureId: string, input: ReportResult): Promise<FixtureResult> {
      return withFixture(viewerId, fixtureId, async (locked) => {
        if (!locked.access.isOrganiser) throw forbidden("Only the league's organisers can settle a result.");
        return organiserResult(viewerId, locked, input);
      });
    },

    /** POST /api/seasons/{id}/playoffs: an organiser seeds the bracket from the table as it stands now. */
    async seedPlayoffs(viewerId: string, seasonId: string): Promise<void> {
      await repo.transaction(async (tx) => {
        const access = await accessRepo.forViewer(seasonId, viewerId, tx, { lock: true });
        if (!access || !canSeeSeason(access)) throw seasonNotFound();
        if (!access.isOrganiser) throw forbidden("Only the league's organisers can start the playoffs.");
        const season = await repo.lockSeason(seasonId, tx);
        if (!season) throw seasonNotFound();
        if (season.playoffTeams === 0) throw conflict('playoffs_unavailable', 'This season has no playoffs.');
        if (season.stage === 'playoffs' || season.stage === 'finished') {
          throw conflict('playoffs_seeded', 'The playoffs are already seeded.');
        }
        if (!season.fixturesGeneratedAt) {
          throw conflict(
            'playoffs_unavailable',
            "The playoffs can start once the season's fixtures are out.",
          );
        }
        const teams = await repo.teams(seasonId, tx);
        if (teams.length < season.playoffTeams) {
          throw conflict(
            'playoffs_unavailable',
            `The playoffs need ${season.playoffTeams} teams; this season has ${teams.length}.`,
          );
        }
        await playoffs.seed(season, season.leagueId, null, tx);
        await publish(season, ['playoffs'], tx);
      });
    },

    /**
     * The job: captains' reports left undisputed for 48 hours count now. Each in its own transaction
     * under the season's lock, re-checked there, so two processes never count one twice. Answers how
     * many this run counted.
     */
    async countDue(): Promise<number> {
      const before = new Date(clock.now().getTime() - RESULT_CONFIRM_HOURS * HOUR_MS);
      let total = 0;
      const failed = new Set<string>();
      for (;;) {
        const due = (await repo.dueReports(before, DUE_BATCH)).filter((row) => !failed.has(row.id));
        if (due.length === 0) return total;
        for (const { id, seasonId } of due) {
          try {
            const done = await repo.transaction(async (tx) => {
              const season = await repo.lockSeason(seasonId, tx);
              const fixture = await repo.lockFixture(id, tx);
              if (!season || !fixture || fixture.resultStatus !== 'reported') return false;
              if (!fixture.reportedAt || fixture.reportedAt.getTime() > before.getTime()) return false;
              const now = clock.now();
              const row = await repo.saveResult(id, { resultStatus: 'final', countedAt: now }, now, tx);
              await counted(season, row, tx);
              return true;
            });
            if (done) total += 1;
          } catch (error) {
            // Left waiting (an organiser can settle it); the next run tries again.
            failed.add(id);
            log.error({ err: error, fixtureId: id }, 'season results: a due report could not be counted');
          }
        }
        if (due.length < DUE_BATCH) return total;
      }
    },
  };
}

export type SeasonResultsService = ReturnType<typeof createSeasonResultsService>;
