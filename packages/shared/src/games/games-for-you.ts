import { z } from 'zod';
import { latitudeQuery, longitudeQuery } from '../coordinates.ts';
import type { SkillLevel } from '../sports.ts';
import { type GameSkillLevel, gameOriginSchema, gameSummarySchema } from './games.schemas.ts';

/**
 * "Games for you": upcoming public games the player can join, ranked for them. The server keeps only
 * games the player may join (upcoming, public, not full, not theirs, not joined, waitlisted or asked for,
 * allowed by the gender rule, within FOR_YOU_RADIUS_MILES of them when their position is known); this
 * file ranks what is left.
 */

/** How many games the dashboard shows; the endpoint's default. */
export const GAMES_FOR_YOU_DASHBOARD = 4;
export const GAMES_FOR_YOU_MAX = 20;
/** Games farther than this from the player are not suggested (a metro area and its edges). */
export const FOR_YOU_RADIUS_MILES = 50;

/**
 * The weights of the score, out of 100 plus the friends bonus. Why these:
 * - sport 40: a player who plays basketball wants basketball; a game of another sport should only rank
 *   above one of theirs when it is much nearer and sooner, never for distance or time alone.
 * - distance 25: near is the promise ("near you"); half at 5 miles, a third at 10, so 1 mile and 3
 *   miles differ more than 21 and 23.
 * - time 20: soonest first among equals; half at 2 days, a third at 4, so tonight beats next week
 *   clearly and next week still beats nothing.
 * - skill 10: around their level, but a level apart is a small penalty, not a wall (games of skill
 *   `any` welcome everyone and score fully).
 * - friends 6 each, at most 3: a friend going is the best reason to join; capped so a crowd of friends
 *   does not outweigh the player's sport.
 */
export const FOR_YOU_WEIGHTS = {
  sport: 40,
  distance: 25,
  distanceHalfMiles: 5,
  time: 20,
  timeHalfHours: 48,
  skill: 10,
  friend: 6,
  friendsCounted: 3,
  /** A game whose distance is not known scores as if it were this far (it may be anywhere). */
  unknownDistanceMiles: 25,
} as const;

/** What the ranking reads of one game and the player's relation to it. */
export type GameForYouCandidate = {
  id: string;
  /** The game is in one of the player's sports. */
  sportMatch: boolean;
  /** Miles from the player; null when either position is unknown. */
  distanceMiles: number | null;
  startsAt: Date;
  skillLevel: GameSkillLevel;
  /** The player's level in the game's sport, when their profile has one. */
  playerSkill: SkillLevel | null;
  /** How many of the player's friends play in it. */
  friendsGoing: number;
};

/** Skill as rungs of one ladder: the profile's casual and the game's casual and beginner share the first. */
const RUNG: Record<Exclude<GameSkillLevel, 'any'> | SkillLevel, number> = {
  casual: 0,
  beginner: 0,
  intermediate: 1,
  advanced: 2,
};

/** 1 when the game's level suits the player, 0.5 one rung apart, 0 further; 0.5 when the player's level is unknown. */
export function skillFit(game: GameSkillLevel, player: SkillLevel | null): number {
  if (game === 'any') return 1;
  const rung = player === null ? undefined : RUNG[player];
  if (rung === undefined) return 0.5;
  const apart = Math.abs(RUNG[game] - rung);
  return apart === 0 ? 1 : apart === 1 ? 0.5 : 0;
}

/** A game's score for the player at `now`: higher ranks first. */
export function gameForYouScore(game: GameForYouCandidate, now: Date): number {
  const w = FOR_YOU_WEIGHTS;
  const miles = game.distanceMiles ?? w.unknownDistanceMiles;
  const hours = Math.max(0, (game.startsAt.getTime() - now.getTime()) / 3_600_000);
  return (
    (game.sportMatch ? w.sport : 0) +
    w.distance / (1 + miles / w.distanceHalfMiles) +
    w.time / (1 + hours / w.timeHalfHours) +
    w.skill * skillFit(game.skillLevel, game.playerSkill) +
    w.friend * Math.min(game.friendsGoing, w.friendsCounted)
  );
}

/** The candidates best first; equal scores by start, then id, so the order is stable. */
export function rankGamesForYou<T extends GameForYouCandidate>(candidates: readonly T[], now: Date): T[] {
  return candidates
    .map((game) => ({ game, score: gameForYouScore(game, now) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.game.startsAt.getTime() - b.game.startsAt.getTime() ||
        (a.game.id < b.game.id ? -1 : a.game.id > b.game.id ? 1 : 0),
    )
    .map((entry) => entry.game);
}

/** GET /api/games/for-you: the browser's position when allowed, and how many games. */
export const gamesForYouQuery = z.object({
  lat: latitudeQuery.optional(),
  lng: longitudeQuery.optional(),
  limit: z.coerce.number().int().min(1).max(GAMES_FOR_YOU_MAX).default(GAMES_FOR_YOU_DASHBOARD),
});
export type GamesForYouQuery = z.input<typeof gamesForYouQuery>;

export const gamesForYouSchema = z.object({
  /** Best first; every one a public game the viewer may join now. */
  games: z.array(gameSummarySchema),
  /** Where distances were measured from; null when the player's position is unknown. */
  origin: gameOriginSchema.nullable(),
});
export type GamesForYou = z.infer<typeof gamesForYouSchema>;
