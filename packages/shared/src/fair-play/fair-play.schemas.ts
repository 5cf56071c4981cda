import { z } from 'zod';
import { FAIR_PLAY_LEVELS, REQUIRED_FAIR_PLAY_LEVELS } from './fair-play.constants.ts';

export const fairPlayLevelSchema = z.enum(FAIR_PLAY_LEVELS);
export const requiredFairPlayLevelSchema = z.enum(REQUIRED_FAIR_PLAY_LEVELS);

/** A player's fair-play record as the profile shows it (the formula: `fairPlayLevel` in fair-play.ts). */
export const fairPlaySchema = z.object({
  level: fairPlayLevelSchema,
  /** Attended + no-shows + late cancellations over the last 12 months. */
  settledGames: z.number().int().min(0),
  /** The attendance reliability (0-100) the level used; null with no settled game. */
  reliability: z.number().int().min(0).max(100).nullable(),
  /** The non-removed sportsmanship reviews of the player. */
  sportsmanship: z.object({ average: z.number().nullable(), count: z.number().int().min(0) }),
});
export type FairPlay = z.infer<typeof fairPlaySchema>;

/** The record of a player without a stored row: new, nothing settled, no reviews. */
export const NEW_PLAYER_FAIR_PLAY: FairPlay = {
  level: 'new',
  settledGames: 0,
  reliability: null,
  sportsmanship: { average: null, count: 0 },
};

/**
 * A game's fair-play requirement: on create, edit and a series' template, and on the game's page. A
 * 'new' player may join a game with a minimum only when `newPlayersWelcome`; `waitlistByFairPlay`
 * promotes higher levels first from the waitlist (then by waiting order).
 */
export const fairPlayRequirementFields = {
  minFairPlay: requiredFairPlayLevelSchema.nullish().transform((level) => level ?? null),
  newPlayersWelcome: z.boolean().default(true),
  waitlistByFairPlay: z.boolean().default(false),
};

/** The same fields as the game's page carries them. */
export const fairPlayRequirementSchema = z.object({
  minFairPlay: requiredFairPlayLevelSchema.nullable(),
  newPlayersWelcome: z.boolean(),
  waitlistByFairPlay: z.boolean(),
});
export type FairPlayRequirementFields = z.infer<typeof fairPlayRequirementSchema>;
