import type { FairPlayLevel } from '@rally/shared/fair-play/fair-play.constants';
import type { AttendanceRecord } from '@rally/shared/games/attendance-record';
import { genderEligibility } from '@rally/shared/games/game-gender-rule';
import type { GamePerson } from '@rally/shared/games/games.schemas';
import type { Gender } from '@rally/shared/profiles/profiles.schemas';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RealtimeBus } from '../../../plugins/realtime/realtime-bus.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import type { PeopleDirectory } from '../../profiles/profiles.ports.ts';
import type { GameRulesSteps } from '../decision/game-rules-steps.ts';
import { gameNotFound, publishGameChange } from '../game-changes.ts';
import { participationNotices as notices } from './participation.notifications.ts';
import type { ParticipationGame, ParticipationRepository } from './participation.repository.ts';
import type { BlockCheck } from './participation-blocks.ts';
import { fairPlayLine } from './participation-fair-play.ts';

export type { PeopleDirectory };

// The steps the participation actions (participation.service.ts, participation-host-actions.ts) are made of.

/**
 * What participation reads of players' genders, for a gendered game's rule (profiles feature). Given a
 * transaction's handle it reads inside it: the game's row is locked there, and on the embedded database
 * a read outside would wait for the transaction to end.
 */
export type GenderDirectory = {
  gendersOf(userIds: readonly string[], executor?: Database): Promise<Map<string, Gender | null>>;
};

/**
 * Players' stored fair-play levels (fair-play feature), 'new' for a player without a record: one
 * statement for any number of players, inside the transaction when given its handle.
 */
export type FairPlayDirectory = {
  levelsOf(userIds: readonly string[], executor?: Database): Promise<Map<string, FairPlayLevel>>;
};

export type ParticipationDeps = {
  participationRepo: ParticipationRepository;
  people: PeopleDirectory;
  genders: GenderDirectory;
  friends: { friendIds(userId: string): Promise<string[]> };
  notifications: Pick<NotificationsService, 'notify' | 'notifyFolded' | 'notifyMany' | 'markReadAbout'>;
  bus: Pick<RealtimeBus, 'publishToMany'>;
  clock: Clock;
  /** A game's minimum and deadlines (games/decision): told where the roster grows and when a player leaves. */
  gameRules?: GameRulesSteps;
  /** Blocks between players: neither of a blocked pair joins, asks to join or waits for the other's game. */
  blocks?: BlockCheck;
  /** Players' attendance records (games/attendance), shown with each join request. */
  attendanceRecords?: { recordsOf(userIds: string[]): Promise<Map<string, AttendanceRecord>> };
  /** Players' fair-play levels: a game's requirement, the waitlist's order and each join request's level. */
  fairPlay?: FairPlayDirectory;
};

/**
 * Locking, looking up, telling and promoting, shared by the players' and the host's actions. Every change
 * to who plays runs inside `withLockedGame`, so concurrent actions on one game queue up on its row.
 */
export function createParticipationSteps({
  participationRepo: repo,
  people,
  genders,
  notifications,
  bus,
  gameRules,
  fairPlay,
}: Pick<
  ParticipationDeps,
  'participationRepo' | 'people' | 'genders' | 'notifications' | 'bus' | 'gameRules' | 'fairPlay'
>) {
  /** Runs `work` with the game's row locked; a missing game is Game Not Found. */
  function withLockedGame<T>(gameId: string, work: (game: ParticipationGame, tx: Database) => Promise<T>) {
    return repo.transaction(async (tx) => {
      const game = await repo.lockGame(gameId, tx);
      if (!game) throw gameNotFound();
      return work(game, tx);
    });
  }

  async function findGame(gameId: string) {
    const game = await repo.findGame(gameId);
    if (!game) throw gameNotFound();
    return game;
  }

  /** A person's display name for a notice (read before the transaction: it reads another feature). */
  async function nameOf(userId: string) {
    return (await people.getPublicProfiles([userId])).get(userId)?.name ?? 'Someone';
  }

  /** The player's gender as their profile says now (null when none is given), read in the transaction. */
  async function genderOf(userId: string, tx: Database): Promise<Gender | null> {
    return (await genders.gendersOf([userId], tx)).get(userId) ?? null;
  }

  /**
   * Who takes a freed spot: the first in line whom the game's gender rule allows and who meets its
   * fair-play requirement (with `waitlistByFairPlay`, higher levels first). Those passed over keep their
   * place (README, "Who may join a gendered game", "Fair-play record"): once their profile or record
   * allows it, the next spot is theirs.
   */
  async function nextInLine(game: ParticipationGame, tx: Database): Promise<string | undefined> {
    const byFairPlay = game.minFairPlay !== null || game.waitlistByFairPlay;
    if (game.gender === 'co-ed' && !byFairPlay) return repo.firstInLine(game.id, tx);
    let line = await repo.listWaitlist(game.id, tx);
    if (line.length === 0) return undefined;
    if (byFairPlay) line = fairPlayLine(game, line, (await fairPlay?.levelsOf(line, tx)) ?? new Map());
    if (game.gender === 'co-ed') return line[0];
    const genderByPlayer = await genders.gendersOf(line, tx);
    return line.find(
      (userId) => genderEligibility(game.gender, genderByPlayer.get(userId) ?? null) === 'allowed',
    );
  }

  /** Find lists and the game's page refetch it: `roster` when who plays changed, `updated` otherwise. */
  function publishChange(gameId: string, change: 'roster' | 'updated', tx: Database) {
    return publishGameChange(bus, gameId, change, tx);
  }

  /**
   * Spots just freed up in a public game (one, or a player and their guests): for each, the first in
   * line the game's gender rule allows takes it and is told; so is the host.
   */
  async function promoteFirstInLine(game: ParticipationGame, now: Date, tx: Database, spots = 1) {
    if (game.isPrivate) return;
    for (let spot = 0; spot < spots; spot += 1) {
      const next = await nextInLine(game, tx);
      if (!next) return;
      await repo.removeFromWaitlist(game.id, next, tx);
      await repo.addParticipant(game.id, next, now, tx);
      await gameRules?.afterRosterGrew(game.id, tx);
      await notifications.notify({ userId: next, ...notices.promoted(game) }, tx);
      // No name here: reading a profile would leave the transaction (and wait on it, on the embedded database).
      await notifications.notify({ userId: game.hostId, ...notices.joinedFromWaitlist(game, next) }, tx);
    }
  }

  async function toPeople(userIds: string[]): Promise<Map<string, GamePerson>> {
    const cards = await people.getPublicProfiles(userIds);
    return new Map(
      userIds.map((id) => {
        const card = cards.get(id);
        return [
          id,
          {
            id,
            name: card?.name ?? null,
            username: card?.username ?? null,
            avatarUrl: card?.avatarUrl ?? null,
          },
        ];
      }),
    );
  }

  return { withLockedGame, findGame, nameOf, genderOf, publishChange, promoteFirstInLine, toPeople };
}

export type ParticipationSteps = ReturnType<typeof createParticipationSteps>;
