import { parseISO } from 'date-fns';

/**
 * A game's date and time as its host set them (wall clock in the game's own zone), as a local Date
 * for date-fns to format: no zone conversion, so the game reads as its players there see it.
 */
export function gameWallClock(game: { date: string; time: string }): Date {
  return parseISO(`${game.date}T${game.time}`);
}
