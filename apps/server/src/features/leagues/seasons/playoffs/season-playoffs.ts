import {
  type BracketGame,
  type BracketSize,
  bracketChampion,
  nextBracketGames,
  seedBracket,
} from '@rally/shared/seasons/playoff-bracket';
import type { Database } from '../../../../db/client.ts';
import { conflict } from '../../../../lib/app-error.ts';
import type { Clock } from '../../../../lib/clock.ts';
import type { NotificationsService } from '../../../notifications/notifications.service.ts';
import type { FixtureGames } from '../fixtures/fixture-games.ts';
import { rankSeason } from '../results/season-ranking.ts';
import {
  championNote,
  playoffsSeededNote,
  type SeasonNote,
} from '../results/season-results.notifications.ts';
import type {
  ResultFixtureRow,
  ResultSeasonRow,
  SeasonResultsRepository,
} from '../results/season-results.repository.ts';
import { addDays, playoffSlots } from './playoff-schedule.ts';

type Deps = {
  repo: SeasonResultsRepository;
  fixtureGames: Pick<FixtureGames, 'createFixtures'>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  clock: Clock;
};

/** What a step changed, for the season's live pages. */
export type SeasonChange = 'results' | 'playoffs';

/** The date it is now where the season is played. */
const localDate = (now: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/** A playoff fixture as the bracket functions read it: a winner only once its result counts. */
export const toBracketGame = (fixture: ResultFixtureRow): BracketGame => ({
  round: fixture.round,
  slot: fixture.bracketSlot ?? 0,
  isThirdPlace: fixture.isThirdPlace,
  homeTeamId: fixture.homeTeamId,
  awayTeamId: fixture.awayTeamId,
  winnerTeamId: fixture.resultStatus === 'final' ? fixture.winnerTeamId : null,
});

/**
 * A season's playoffs (issue 29 §4), each step inside the caller's transaction, which holds the season's
 * row lock: seeding the bracket from the table, creating the next games as winners come in (on the first
 * free match days after the day the round's last game was played, or today if later), and crowning the
 * champion, who every player of the season is told of.
 */
export function createSeasonPlayoffs({ repo, fixtureGames, notifications, clock }: Deps) {
  async function tellPlayers(seasonId: string, leagueId: string, note: SeasonNote, tx: Database) {
    const players = await repo.seasonPlayerIds(seasonId, tx);
    if (players.length === 0) return;
    await notifications.notifyMany(
      players.map((userId) => ({ userId, ...note, relatedId: leagueId })),
      tx,
    );
  }

  /** Stores these bracket games with their real games, on match days after `afterDate`. */
  async function schedule(
    season: ResultSeasonRow,
    games: BracketGame[],
    afterDate: string | null,
    tx: Database,
  ) {
    const today = localDate(clock.now(), season.timeZone);
    const from = addDays(afterDate && afterDate > today ? afterDate : today, 1);
    const pairings = games.map((game) => ({
      homeTeamId: game.homeTeamId as string,
      awayTeamId: game.awayTeamId as string,
    }));
    const slots = playoffSlots(season, from, pairings, await repo.fixturesFrom(season.id, from, tx));
    if (!slots) {
      throw conflict(
        'playoffs_unavailable',
        'There is no free match day in the next year for the playoff games: add match days or venues.',
      );
    }
    await fixtureGames.createFixtures(
      season.id,
      games.map((game, index) => ({
        stage: 'playoff' as const,
        round: game.round,
        bracketSlot: game.slot,
        isThirdPlace: game.isThirdPlace,
        homeTeamId: game.homeTeamId as string,
        awayTeamId: game.awayTeamId as string,
        ...(slots[index] as (typeof slots)[number]),
      })),
      tx,
    );
  }

  async function crown(season: ResultSeasonRow, leagueId: string, championTeamId: string, tx: Database) {
    await repo.setSeasonStage(season.id, { stage: 'finished', championTeamId }, clock.now(), tx);
    const team = (await repo.teams(season.id, tx)).find((row) => row.id === championTeamId);
    if (team) await tellPlayers(season.id, leagueId, championNote(team.name, season.name), tx);
  }

  /**
   * Seeds the bracket from the table as it stands (1 v 8, 4 v 5, 2 v 7, 3 v 6), schedules its first
   * round on the match days after `afterDate` (or today) and tells every player. The caller has checked
   * the season may be seeded.
   */
  async function seed(season: ResultSeasonRow, leagueId: string, afterDate: string | null, tx: Database) {
    const size = season.playoffTeams as BracketSize;
    const teams = await repo.teams(season.id, tx);
    const table = rankSeason(
      season,
      teams.map((team) => team.id),
      await repo.countedRegular(season.id, tx),
    );
    const seeds = table.slice(0, size).map((row) => row.teamId);
    await schedule(season, seedBracket(seeds, size), afterDate, tx);
    await repo.setSeasonStage(season.id, { stage: 'playoffs' }, clock.now(), tx);
    await tellPlayers(season.id, leagueId, playoffsSeededNote(season.name, size), tx);
  }

  return {
    seed,

    /**
     * After a playoff result counts: the games it completes are created, and the final's winner is the
     * champion (the season is then finished).
     */
    async advance(season: ResultSeasonRow, leagueId: string, round: number, tx: Database): Promise<void> {
      const size = season.playoffTeams as BracketSize;
      const games = (await repo.playoffFixtures(season.id, tx)).map(toBracketGame);
      const next = nextBracketGames({ size, thirdPlace: season.thirdPlaceGame, games });
      if (next.length > 0)
        await schedule(season, next, await repo.latestDate(season.id, 'playoff', round, tx), tx);
      const champion = bracketChampion(size, games);
      if (champion && season.stage !== 'finished') await crown(season, leagueId, champion, tx);
    },

    /**
     * After a regular result counts: when it was the last one, the playoffs are seeded, or, without
     * playoffs, the table's leader is the champion (again after a correction that changes the leader).
     * Answers what changed beyond the result.
     */
    async afterRegularResult(
      season: ResultSeasonRow,
      leagueId: string,
      tx: Database,
    ): Promise<SeasonChange[]> {
      if (season.stage === 'playoffs') return [];
      // A season decided by its table alone: a corrected result may change its champion.
      const decidedByTable =
        season.stage === 'finished' && (await repo.playoffFixtures(season.id, tx)).length === 0;
      if (season.stage === 'finished' && !decidedByTable) return [];
      if ((await repo.openRegularCount(season.id, tx)) > 0) return [];
      const teams = await repo.teams(season.id, tx);
      if (!decidedByTable && season.playoffTeams > 0 && teams.length >= season.playoffTeams) {
        await seed(season, leagueId, await repo.latestDate(season.id, 'regular', null, tx), tx);
        return ['playoffs'];
      }
      const table = rankSeason(
        season,
        teams.map((team) => team.id),
        await repo.countedRegular(season.id, tx),
      );
      const leader = table[0];
      if (!leader || leader.teamId === season.championTeamId) return [];
      await crown(season, leagueId, leader.teamId, tx);
      return ['playoffs'];
    },
  };
}

export type SeasonPlayoffs = ReturnType<typeof createSeasonPlayoffs>;
