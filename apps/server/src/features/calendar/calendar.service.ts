import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CalendarFeed } from '@rally/shared/calendar/calendar.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CalendarRepository } from './calendar.repository.ts';
import { gamesCalendar } from './calendar-file.ts';

/** How many upcoming games one feed carries at most. */
const FEED_GAMES_MAX = 200;

const gameNotFound = () => new AppError('not_found', 'Game not found');
/** A feed address that is not (or no longer) anyone's: the same answer whatever was wrong with it. */
const feedNotFound = () => new AppError('not_found', 'Calendar feed not found');

/** 256 random bits, URL-safe. */
const newSecret = () => randomBytes(32).toString('base64url');

/** Equal-length digests, so the comparison takes the same time whatever the guess. */
const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

type Deps = {
  calendarRepo: CalendarRepository;
  clock: Clock;
  publicUrl: string;
};

export function createCalendarService({ calendarRepo, clock, publicUrl }: Deps) {
  // The address names its owner and carries their secret (`{userId}.{secret}`): the row is found by
  // owner and the secret compared in constant time, never looked up by the secret itself.
  const feedUrl = (userId: string, secret: string) =>
    `${publicUrl}/api/calendar/${encodeURIComponent(userId)}.${secret}.ics`;

  return {
    /**
     * One game as an `.ics` file. Anyone signed in may add a public game; a private game only its
     * players (others are told it does not exist, as everywhere a private game is hidden).
     */
    async gameFile(viewerId: string, gameId: string): Promise<string> {
      const game = await calendarRepo.findGame(gameId);
      if (!game) throw gameNotFound();
      if (game.isPrivate && !(await calendarRepo.isPlayer(gameId, viewerId))) throw gameNotFound();
      return gamesCalendar({ name: game.title, games: [game], publicUrl, now: clock.now() });
    },

    /** The user's feed address, creating their secret on the first call. */
    async feed(userId: string): Promise<CalendarFeed> {
      const existing = await calendarRepo.findToken(userId);
      const secret = existing ?? (await calendarRepo.ensureToken(userId, newSecret(), clock.now()));
      return { url: feedUrl(userId, secret) };
    },

    /** A new secret: the old address stops working at once. */
    async resetFeed(userId: string): Promise<CalendarFeed> {
      const secret = newSecret();
      await calendarRepo.replaceToken(userId, secret, clock.now());
      return { url: feedUrl(userId, secret) };
    },

    /** The feed behind an address (no session: the secret is the key): the owner's upcoming games. */
    async feedFile(token: string): Promise<string> {
      const separator = token.lastIndexOf('.');
      if (separator <= 0) throw feedNotFound();
      const userId = token.slice(0, separator);
      const secret = token.slice(separator + 1);
      const stored = await calendarRepo.findToken(userId);
      if (!stored || !sameSecret(stored, secret)) throw feedNotFound();
      const now = clock.now();
      const games = await calendarRepo.upcomingGamesOf(userId, now, FEED_GAMES_MAX);
      return gamesCalendar({ name: 'Rally games', games, publicUrl, now });
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
