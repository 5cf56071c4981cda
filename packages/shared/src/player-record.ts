import { z } from 'zod';
import { SKILL_LEVELS, type SkillLevel } from './sports.ts';

/**
 * What a host sees of a player asking to join a game or a league, so they can decide: the player's
 * level in that sport as their profile states it, how many games of it they played on Rally, and their
 * sportsmanship as other players rated it. Public facts only: nothing from the private profile fields.
 */
export const playerRecordSchema = z.object({
  /** The level their profile gives for the sport; null when it gives none. */
  skillLevel: z.enum(SKILL_LEVELS).nullable(),
  /** Games of the sport they played on Rally, counted once each game is over. */
  gamesPlayed: z.number().int(),
  /** The average of the sportsmanship ratings (1 to 5) other players gave them, one decimal, and how many. */
  sportsmanship: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type PlayerRecord = z.infer<typeof playerRecordSchema>;

/** A stored level as the record carries it: one of the level words, else none. */
export function recordSkillLevel(stored: unknown): SkillLevel | null {
  if (typeof stored !== 'string') return null;
  const word = stored.trim().toLowerCase();
  return (SKILL_LEVELS as readonly string[]).includes(word) ? (word as SkillLevel) : null;
}
