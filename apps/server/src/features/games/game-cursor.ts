import { badRequest } from '../../lib/app-error.ts';
import { isGameId } from './game-id.ts';

/**
 * Where a page of games ends, as the list's sort keys of its last game: `group` puts games without a
 * known distance after the others, `distance` (metres, 0 when unsorted by it) and `startsAt` order
 * within a group, and `id` breaks ties. A find list that widened its radius or moved to the place its
 * search names says so (`miles`, `near`), so its next pages keep doing it. Opaque to clients: base64url
 * of JSON.
 */
export type GameCursor = {
  group: number;
  distance: number;
  startsAt: string;
  id: string;
  miles?: number | 'any';
  near?: true;
};

export const encodeGameCursor = (cursor: GameCursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

const isMiles = (value: unknown): value is number | 'any' =>
  value === 'any' || (typeof value === 'number' && Number.isFinite(value) && value >= 0);

/** The cursor's keys, or a 400 when it is not one this server wrote. */
export function decodeGameCursor(text: string): GameCursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<GameCursor>;
    if (
      typeof value.group === 'number' &&
      typeof value.distance === 'number' &&
      Number.isFinite(value.distance) &&
      typeof value.startsAt === 'string' &&
      !Number.isNaN(Date.parse(value.startsAt)) &&
      typeof value.id === 'string' &&
      isGameId(value.id) &&
      (value.miles === undefined || isMiles(value.miles)) &&
      (value.near === undefined || value.near === true)
    ) {
      return {
        group: value.group,
        distance: value.distance,
        startsAt: value.startsAt,
        id: value.id,
        ...(value.miles === undefined ? {} : { miles: value.miles }),
        ...(value.near ? { near: true } : {}),
      };
    }
  } catch {
    // Not base64 JSON: answered below like any other foreign cursor.
  }
  throw badRequest('invalid_cursor', 'This page link is no longer valid. Please reload the list.');
}
