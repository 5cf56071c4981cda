import { randomBytes } from 'node:crypto';
import { seasonMessages } from '@rally/shared/seasons/seasons.messages';
import {
  type CreateSeason,
  type SeasonActionResult,
  type SeasonDetail,
  type SeasonList,
  seasonDatesIssue,
  type UpdateSeason,
} from '@rally/shared/seasons/seasons.schemas';
import { badRequest, conflict, forbidden } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { done, refuse } from '../../../lib/refusal.ts';
import type { LeagueGate } from '../league-viewer.ts';
import type { LeagueOrganisersRepository } from '../organisers/league-organisers.repository.ts';
import { changesRules, toSeasonColumns } from './season-columns.ts';
import type { SeasonDetailReader } from './season-detail.ts';
import type { SeasonFixtureGames, SeasonSteps } from './season-steps.ts';
import { finishedRefusal, organiserRefusal, rulesLocked } from './seasons.policy.ts';
import type { SeasonsRepository } from './seasons.repository.ts';

export type SeasonsDeps = {
  seasonsRepo: SeasonsRepository;
  organisersRepo: Pick<LeagueOrganisersRepository, 'isOrganiser'>;
  gate: Pick<LeagueGate, 'forReader'>;
  steps: SeasonSteps;
  seasonDetail: SeasonDetailReader;
  fixtureGames: Pick<SeasonFixtureGames, 'cancelSeasonGames'>;
  clock: Clock;
};

/** The secret in the season's calendar feed URLs: as a player's own feed's, 256 random bits. */
const newFeedToken = () => randomBytes(32).toString('base64url');

/**
 * A league's seasons (issue 29 §1): the list, creating one, its page, the organisers' edits and
 * deleting it. Writes lock the season's row and publish `season.changed` in the same transaction.
 */
export function createSeasonsService(deps: SeasonsDeps) {
  const { seasonsRepo: repo, organisersRepo, gate, steps, seasonDetail, fixtureGames, clock } = deps;

  return {
    /** The league's seasons, newest first: the league's content (a private league's for its members). */
    async list(viewerId: string, leagueId: string): Promise<SeasonList> {
      await gate.forReader(leagueId, viewerId);
      const [rows, canCreate] = await Promise.all([
        repo.listForLeague(leagueId),
        organisersRepo.isOrganiser(leagueId, viewerId),
      ]);
      return {
        seasons: rows.map((row) => ({
          id: row.id,
          name: row.name,
          startDate: row.startDate,
          endDate: row.endDate,
          stage: row.stage,
          teamCount: row.teamCount,
          champion:
            row.championId && row.championName && row.championColour
              ? { id: row.championId, name: row.championName, colour: row.championColour }
              : null,
        })),
        canCreate,
      };
    },

    /** A new season in setup (organisers). */
    async create(viewerId: string, leagueId: string, input: CreateSeason): Promise<SeasonDetail> {
      await gate.forReader(leagueId, viewerId);
      if (!(await organisersRepo.isOrganiser(leagueId, viewerId)))
        throw forbidden(seasonMessages.organisersOnly);
      const season = await repo.transaction(async (tx) => {
        const now = clock.now();
        const row = await repo.insertSeason(
          {
            ...toSeasonColumns(input),
            name: input.name,
            startDate: input.startDate,
            endDate: input.endDate,
            matchWeekdays: input.matchWeekdays,
            matchTimes: input.matchTimes,
            timeZone: input.timeZone,
            venues: input.venues,
            leagueId,
            feedToken: newFeedToken(),
            createdBy: viewerId,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        await steps.publishChange(leagueId, row.id, 'updated', tx);
        return row;
      });
      return seasonDetail(await steps.access(season.id, viewerId), viewerId);
    },

    /** The season's page: anyone who may read the league's content. */
    async get(viewerId: string, seasonId: string): Promise<SeasonDetail> {
      return seasonDetail(await steps.access(seasonId, viewerId), viewerId);
    },

    /**
     * Changes the given fields (organisers). The rules only before the fixtures are generated; the
     * name, registration, roster size and stat label until the season is finished.
     */
    async update(viewerId: string, seasonId: string, input: UpdateSeason): Promise<SeasonDetail> {
      await repo.transaction(async (tx) => {
        const access = await steps.access(seasonId, viewerId, tx);
        refuse(organiserRefusal(access));
        const { season, state } = await steps.state(seasonId, tx);
        refuse(finishedRefusal(state));
        if (rulesLocked(state) && changesRules(season, input))
          throw conflict('season_rules_locked', seasonMessages.rulesLocked);
        const datesIssue = seasonDatesIssue(
          input.startDate ?? season.startDate,
          input.endDate ?? season.endDate,
        );
        if (datesIssue) throw badRequest('validation_failed', datesIssue, { endDate: [datesIssue] });
        if (input.rosterSize !== undefined) {
          const largest = await repo.largestRoster(seasonId, tx);
          if (largest > input.rosterSize)
            throw conflict(
              'team_full',
              `A team already has ${largest} players: the roster size must be at least ${largest}`,
            );
        }
        await repo.updateSeason(seasonId, { ...toSeasonColumns(input), updatedAt: clock.now() }, tx);
        await steps.publishChange(access.leagueId, seasonId, 'updated', tx);
      });
      return seasonDetail(await steps.access(seasonId, viewerId), viewerId);
    },

    /**
     * Deletes the season (organisers): its upcoming fixture games are cancelled as a host's cancel
     * does (their players told), then the season and everything of it goes.
     */
    async remove(viewerId: string, seasonId: string): Promise<SeasonActionResult> {
      const name = await repo.transaction(async (tx) => {
        const access = await steps.access(seasonId, viewerId, tx);
        refuse(organiserRefusal(access));
        const { season } = await steps.state(seasonId, tx);
        await fixtureGames.cancelSeasonGames(seasonId, tx);
        await repo.deleteSeason(seasonId, tx);
        await steps.publishChange(access.leagueId, seasonId, 'deleted', tx);
        return season.name;
      });
      return done(`${name} was deleted`);
    },
  };
}

export type SeasonsService = ReturnType<typeof createSeasonsService>;
