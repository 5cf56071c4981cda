import { genderEligibility } from '@rally/shared/games/game-gender-rule';
import { gameMessages } from '@rally/shared/games/games.messages';
import {
  type NewGame,
  SERIES_INTERVAL_WEEKS_MAX,
  SERIES_WINDOW_DAYS,
  SERIES_WINDOW_MIN_GAMES,
} from '@rally/shared/games/games.schemas';
import { type SeriesView, seriesMessages } from '@rally/shared/games/series.schemas';
import {
  addDays,
  dateInZone,
  describeSeries,
  repeatsBadge,
  type SeriesRule,
  seriesOccurrences,
  seriesWindow,
} from '@rally/shared/games/series-dates';
import type { Database } from '../../../db/client.ts';
import { AppError, badRequest, forbidden } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import type { GameRulesSteps } from '../decision/game-rules-steps.ts';
import { fairPlayRefusalOf } from '../fair-play-requirement.policy.ts';
import { createGameRemoval, stakeholdersOf } from '../game-cancellation.ts';
import { publishGameChange } from '../game-changes.ts';
import { wallClockTime } from '../game-start.ts';
import type { GamesRepository } from '../games.repository.ts';
import type { ParticipationRepository } from '../participation/participation.repository.ts';
import { type BlockCheck, refuseBlockedWithHost } from '../participation/participation-blocks.ts';
import type { FairPlayDirectory, GenderDirectory } from '../participation/participation-steps.ts';
import type { SeriesRepository, SeriesRow } from './series.repository.ts';

type Deps = {
  seriesRepo: SeriesRepository;
  /** Ending the series cancels its games as every cancellation does: the same people told, the same removal. */
  gamesRepo: Pick<GamesRepository, 'cancellationAudience' | 'deleteGame'>;
  /** As every cancellation: runs before a game is removed (a league game's request follows it). */
  onCancelled?: ((gameId: string, tx: Database) => Promise<void>) | undefined;
  /** Who plays a game: a regular's seat is taken through it, counted like any join. */
  participationRepo: Pick<ParticipationRepository, 'addParticipant' | 'removeFromWaitlist' | 'lockGame'>;
  genders: GenderDirectory;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
  /** Seats taken by regulars count toward a game's minimum: reaching it sends "Game on" as a join does. */
  gameRules?: Pick<GameRulesSteps, 'afterRosterGrew'>;
  /** Blocks between players: neither of a blocked pair becomes a regular of the other's series. */
  blocks?: BlockCheck | undefined;
  /** Players' fair-play levels: a regular must meet the series' requirement, as each game's join does. */
  fairPlay?: FairPlayDirectory | undefined;
};

export const seriesNotFound = () => new AppError('series_not_found', seriesMessages.notFound);

const ruleOf = (series: SeriesRow): SeriesRule => ({
  weekdays: series.weekdays,
  intervalWeeks: series.intervalWeeks,
  startDate: series.startDate,
  time: series.time,
  timeZone: series.timeZone,
  endsAfterCount: series.endsAfterCount,
  endsOn: series.endsOn,
});

/** The regulars a series holds at most: its cap, else every spot but the host's. */
const regularsLimit = (series: SeriesRow) => series.regularsCap ?? series.maxPlayers - 1;

/**
 * Weekly series: created from Create Game's "Repeats", their games made a fixed window ahead (the next
 * SERIES_WINDOW_DAYS days and at least the next SERIES_WINDOW_MIN_GAMES games) at creation and by the
 * window job, regulars placed in each new game before anyone else, and the host ending it.
 */
export function createSeriesService({
  seriesRepo,
  gamesRepo,
  onCancelled,
  participationRepo,
  genders,
  notifications,
  bus,
  clock,
  gameRules,
  blocks,
  fairPlay,
}: Deps) {
  const removeGame = createGameRemoval({ gamesRepo, bus, onCancelled });

  /** Places the regulars the game has room for (first joined first), skipping those its gender rule refuses. */
  async function placeRegulars(series: SeriesRow, gameId: string, now: Date, tx: Database) {
    const regulars = await seriesRepo.regularIds(series.id, tx);
    if (regulars.length === 0) return;
    const genderOf = series.gender === 'co-ed' ? null : await genders.gendersOf(regulars, tx);
    let seats = series.maxPlayers - 1;
    for (const userId of regulars) {
      if (seats === 0) break;
      if (genderOf && genderEligibility(series.gender, genderOf.get(userId) ?? null) !== 'allowed') continue;
      if (await participationRepo.addParticipant(gameId, userId, now, tx)) seats -= 1;
    }
  }

  /**
   * Makes every game of the window not made yet, inside the caller's transaction (which holds the series'
   * row lock): only dates after `createdThrough`, so a game cancelled by its host never comes back, and
   * each insert relies on the unique (series, date) index. Answers the games made.
   */
  async function fillWindow(series: SeriesRow, now: Date, tx: Database): Promise<string[]> {
    const window = seriesWindow(ruleOf(series), {
      now,
      today: dateInZone(now, series.timeZone),
      windowDays: SERIES_WINDOW_DAYS,
      atLeast: SERIES_WINDOW_MIN_GAMES,
    }).filter((game) => series.createdThrough === null || game.date > series.createdThrough);
    if (window.length === 0) return [];
    const cohosts = await seriesRepo.cohostIds(series.id, tx);
    const made: string[] = [];
    for (const occurrence of window) {
      const game = await seriesRepo.insertSeriesGame(
        {
          seriesId: series.id,
          seriesDate: occurrence.date,
          title: series.title,
          sport: series.sport,
          date: occurrence.date,
          time: series.time,
          timeZone: series.timeZone,
          startsAt: occurrence.startsAt,
          location: series.location,
          latitude: series.latitude,
          longitude: series.longitude,
          maxPlayers: series.maxPlayers,
          // The host's seat is counted as it is taken, below.
          playersJoined: 0,
          hostId: series.hostId,
          skillLevel: series.skillLevel,
          gender: series.gender,
          venueCost: series.venueCost,
          costAmount: series.costAmount,
          description: series.description,
          isPrivate: series.isPrivate,
          gameFormat: series.gameFormat,
          whatToBring: series.whatToBring,
          minPlayers: series.minPlayers,
          decisionHours: series.decisionHours,
          joinDeadlineHours: series.joinDeadlineHours,
          leaveDeadlineHours: series.leaveDeadlineHours,
          guestsPerPlayer: series.guestsPerPlayer,
          // The template's fair-play requirement, copied to each game made.
          minFairPlay: series.minFairPlay,
          newPlayersWelcome: series.newPlayersWelcome,
          waitlistByFairPlay: series.waitlistByFairPlay,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      if (!game) continue;
      await participationRepo.addParticipant(game.id, series.hostId, now, tx);
      await seriesRepo.copyCohosts(game.id, cohosts, now, tx);
      // Regulars first; the game opens to everyone when the transaction commits.
      await placeRegulars(series, game.id, now, tx);
      await gameRules?.afterRosterGrew(game.id, tx);
      await publishGameChange(bus, game.id, 'created', tx);
      made.push(game.id);
    }
    const last = window.at(-1)?.date;
    if (last) await seriesRepo.setCreatedThrough(series.id, last, now, tx);
    return made;
  }

  /** The series, for a change by its host: locked, running. */
  async function requireRunning(seriesId: string, tx: Database) {
    const series = await seriesRepo.lockSeries(seriesId, tx);
    if (!series) throw seriesNotFound();
    if (series.endedAt) throw new AppError('series_ended', seriesMessages.ended);
    return series;
  }

  async function mayJoin(series: SeriesRow, viewerId: string, executor?: Database) {
    return !series.isPrivate || (await seriesRepo.isInvitedOrPlaying(series.id, viewerId, executor));
  }

  const service = {
    /**
     * Creates the series from Create Game (the game's fields are its template, its date the start) and
     * the games of its window, in one transaction. Answers the first game, where the host lands.
     */
    async create(hostId: string, input: NewGame & { repeats: NonNullable<NewGame['repeats']> }) {
      const now = clock.now();
      const { repeats } = input;
      const time = wallClockTime(input.time);
      const rule: SeriesRule = {
        weekdays: repeats.weekdays,
        intervalWeeks: repeats.intervalWeeks,
        startDate: input.date,
        time,
        timeZone: input.timeZone,
        endsAfterCount: repeats.endsAfterCount,
        endsOn: repeats.endsOn,
      };
      // The first game must be ahead, as a one-off game's start must be. It falls within the start's
      // week or the next week the series plays in: at most SERIES_INTERVAL_WEEKS_MAX weeks on.
      const [first] = seriesOccurrences(rule, {
        through: addDays(input.date, 7 * (SERIES_INTERVAL_WEEKS_MAX + 1)),
        limit: 1,
      });
      if (!first || first.startsAt.getTime() <= now.getTime()) {
        throw badRequest('validation_failed', gameMessages.pastStart, {
          date: [gameMessages.pastStart],
          time: [gameMessages.pastStart],
        });
      }
      return seriesRepo.transaction(async (tx) => {
        const series = await seriesRepo.insertSeries(
          {
            hostId,
            ...rule,
            weekdays: [...rule.weekdays],
            regularsCap: repeats.regularsCap,
            title: input.title,
            sport: input.sport,
            location: input.location,
            latitude: input.latitude,
            longitude: input.longitude,
            maxPlayers: input.maxPlayers,
            skillLevel: input.skillLevel,
            gender: input.gender,
            venueCost: input.venueCost,
            costAmount: input.costAmount,
            description: input.description,
            isPrivate: input.isPrivate,
            minPlayers: input.minPlayers ?? null,
            decisionHours: input.decisionHours ?? 2,
            joinDeadlineHours: input.joinDeadlineHours ?? null,
            leaveDeadlineHours: input.leaveDeadlineHours ?? null,
            guestsPerPlayer: input.guestsPerPlayer ?? 0,
            minFairPlay: input.minFairPlay ?? null,
            newPlayersWelcome: input.newPlayersWelcome ?? true,
            waitlistByFairPlay: input.waitlistByFairPlay ?? false,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        const [firstGameId] = await fillWindow(series, now, tx);
        if (!firstGameId) throw new Error('a new series made no game');
        return { seriesId: series.id, firstGameId };
      });
    },

    /**
     * The window job: every running series gets the games of its window, each series in its own
     * transaction on its locked row, so two runs at once (two processes) make each game once.
     */
    async fillWindows(): Promise<{ made: number }> {
      let made = 0;
      for (const id of await seriesRepo.runningSeriesIds()) {
        made += await seriesRepo.transaction(async (tx) => {
          const series = await seriesRepo.lockSeries(id, tx);
          if (!series || series.endedAt) return 0;
          return (await fillWindow(series, clock.now(), tx)).length;
        });
      }
      return { made };
    },

    /** The series section of a series game's page. */
    async view(viewerId: string, seriesId: string): Promise<SeriesView> {
      const series = await seriesRepo.findSeries(seriesId);
      if (!series || (!(await mayJoin(series, viewerId)) && series.hostId !== viewerId))
        throw seriesNotFound();
      const now = clock.now();
      const [upcoming, regulars] = await Promise.all([
        seriesRepo.upcomingGames(series.id, now),
        seriesRepo.regularCards(series.id),
      ]);
      const playing = await seriesRepo.gamesPlayedBy(
        upcoming.map((game) => game.id),
        viewerId,
      );
      const isHost = series.hostId === viewerId;
      const isRegular = regulars.some((regular) => regular.id === viewerId);
      const running = series.endedAt === null;
      // "Join every week" is not offered to a player its fair-play requirement refuses (join says why).
      const fairPlayRefused =
        series.minFairPlay !== null &&
        fairPlayRefusalOf(series, {
          userId: viewerId,
          level: (await fairPlay?.levelsOf([viewerId]))?.get(viewerId) ?? 'new',
        }) !== null;
      return {
        id: series.id,
        title: series.title,
        schedule: describeSeries(ruleOf(series)),
        repeats: repeatsBadge(series.intervalWeeks),
        timeZone: series.timeZone,
        ended: !running,
        regularsCap: series.regularsCap,
        maxPlayers: series.maxPlayers,
        regulars,
        upcoming: upcoming.map((game) => ({
          id: game.id,
          date: game.date,
          time: game.time,
          startsAt: game.startsAt.toISOString(),
          playersJoined: game.playersJoined,
          maxPlayers: game.maxPlayers,
          spotsLeft: Math.max(0, game.maxPlayers - game.playersJoined),
          playing: playing.has(game.id),
        })),
        viewer: { isRegular, isHost },
        abilities: {
          canJoinSeries:
            running && !isHost && !isRegular && !fairPlayRefused && regulars.length < regularsLimit(series),
          canLeaveSeries: running && isRegular,
          canEndSeries: running && isHost,
          canSetRegularsCap: running && isHost,
        },
      };
    },

    /**
     * "Join every week": the player becomes a regular (within the cap; a private series only for those
     * in or invited to its games) and takes a spot in every upcoming game of it that has one, at once.
     */
    async join(viewerId: string, seriesId: string): Promise<{ message: string }> {
      const now = clock.now();
      return seriesRepo.transaction(async (tx) => {
        const series = await requireRunning(seriesId, tx);
        if (series.hostId === viewerId) throw new AppError('already_joined', gameMessages.alreadyJoined);
        await refuseBlockedWithHost(blocks, series, viewerId, tx);
        if (!(await mayJoin(series, viewerId, tx))) throw seriesNotFound();
        const regulars = await seriesRepo.regularIds(series.id, tx);
        if (regulars.includes(viewerId)) return { message: seriesMessages.joined };
        if (regulars.length >= regularsLimit(series)) {
          throw new AppError('regulars_full', seriesMessages.regularsFull);
        }
        const gender = (await genders.gendersOf([viewerId], tx)).get(viewerId) ?? null;
        const eligibility = genderEligibility(series.gender, gender);
        if (eligibility === 'gender-needed') throw new AppError('gender_needed', gameMessages.genderNeeded);
        if (eligibility === 'not-allowed')
          throw new AppError(
            'gender_not_allowed',
            series.gender === 'men' ? gameMessages.forMen : gameMessages.forWomen,
          );
        // The series' fair-play requirement (its template's), as each of its games refuses a join.
        if (series.minFairPlay !== null) {
          const level = (await fairPlay?.levelsOf([viewerId], tx))?.get(viewerId) ?? 'new';
          const refusal = fairPlayRefusalOf(series, { userId: viewerId, level });
          if (refusal) throw new AppError('fair_play_required', refusal);
        }
        await seriesRepo.addRegular(series.id, viewerId, now, tx);
        for (const upcoming of await seriesRepo.upcomingGames(series.id, now, tx)) {
          // Each game's row lock, as every join takes it: its count never passes its size.
          const game = await participationRepo.lockGame(upcoming.id, tx);
          if (!game || game.calledOffAt !== null || game.playersJoined >= game.maxPlayers) continue;
          if (await participationRepo.addParticipant(game.id, viewerId, now, tx)) {
            await participationRepo.removeFromWaitlist(game.id, viewerId, tx);
            await gameRules?.afterRosterGrew(game.id, tx);
            await publishGameChange(bus, game.id, 'roster', tx);
          }
        }
        return { message: seriesMessages.joined };
      });
    },

    /**
     * Leaves the series: no spot in the games made from now on. The games already made keep the player
     * (they leave each one as any player does, and "Skip this week" is that leave).
     */
    async leave(viewerId: string, seriesId: string): Promise<{ message: string }> {
      return seriesRepo.transaction(async (tx) => {
        const series = await seriesRepo.lockSeries(seriesId, tx);
        if (!series) throw seriesNotFound();
        await seriesRepo.removeRegular(series.id, viewerId, tx);
        return { message: seriesMessages.left };
      });
    },

    /** The host caps the regulars below the game's size (null: up to the size); regulars already in stay. */
    async setRegularsCap(viewerId: string, seriesId: string, cap: number | null) {
      return seriesRepo.transaction(async (tx) => {
        const series = await requireRunning(seriesId, tx);
        if (series.hostId !== viewerId) throw forbidden(gameMessages.hostOnly, 'host_only');
        if (cap !== null && cap >= series.maxPlayers) {
          throw badRequest('validation_failed', seriesMessages.regularsCap, {
            regularsCap: [seriesMessages.regularsCap],
          });
        }
        await seriesRepo.setRegularsCap(series.id, cap, clock.now(), tx);
        return { message: seriesMessages.capSaved };
      });
    },

    /**
     * The host ends the series: its games not yet started are cancelled as every cancellation removes a
     * game, no game is made again, and everyone with a stake in them (players, requesters, the waitlist,
     * invited friends) and every regular is told once for all of them, in one transaction. A game
     * already called off is kept until its start, as a host's cancel and a suspension leave it. Co-hosts
     * may not end it.
     */
    async end(viewerId: string, seriesId: string): Promise<{ message: string }> {
      const now = clock.now();
      await seriesRepo.transaction(async (tx) => {
        const series = await requireRunning(seriesId, tx);
        if (series.hostId !== viewerId) throw forbidden(seriesMessages.hostOnly, 'host_only');
        // Each game's row lock, as every cancellation holds it: a join waiting on it finds the game gone.
        const upcoming = await seriesRepo.lockUpcomingPlayable(series.id, now, tx);
        // One notice each, however many of the games they had a stake in; the series' host ends it.
        const audience = new Set(await seriesRepo.regularIds(series.id, tx));
        for (const game of upcoming) {
          const choice = { tellHost: true, except: series.hostId };
          for (const userId of await stakeholdersOf(gamesRepo, game, choice, tx)) audience.add(userId);
        }
        audience.delete(series.hostId);
        await notifications.notifyMany(
          [...audience].map((userId) => ({
            userId,
            type: 'game_series_ended' as const,
            title: 'Series ended',
            message: `"${series.title}" has ended: its upcoming games are cancelled.`,
            relatedId: null,
            relatedUserId: series.hostId,
          })),
          tx,
        );
        for (const game of upcoming) await removeGame(game.id, tx);
        await seriesRepo.markEnded(series.id, now, tx);
      });
      return { message: seriesMessages.endedDone };
    },
  };
  return service;
}

export type SeriesService = ReturnType<typeof createSeriesService>;
