import type { GameRow } from '../games.repository.ts';

/** One field of a game an edit changed, with its value before and after. */
export type GameFieldChange = { field: keyof GameRow; old: unknown; new: unknown };

/** A game before and after one edit, and what changed between them (empty: the edit changed nothing). */
export type GameEdit = { before: GameRow; after: GameRow; changes: GameFieldChange[] };

/**
 * The changes players are told of (issue 26 §2): the start (date, time or zone), the place (the venue's
 * name or its position) and the cost. A title, a description, the size or a rule changes silently.
 */
export const NOTICE_FIELDS = [
  'startsAt',
  'location',
  'latitude',
  'longitude',
  'venueCost',
  'costAmount',
] as const satisfies readonly (keyof GameRow)[];

const comparable = (value: unknown) => (value instanceof Date ? value.getTime() : (value ?? null));

/** The columns whose values differ between the two rows, among `fields`. */
export function changedFields(
  before: GameRow,
  after: GameRow,
  fields: readonly (keyof GameRow)[],
): GameFieldChange[] {
  return fields
    .filter((field) => comparable(before[field]) !== comparable(after[field]))
    .map((field) => ({ field, old: before[field], new: after[field] }));
}

/** Whether the edit changed something players are told of. */
export const isNoticeworthy = (changes: readonly GameFieldChange[]) =>
  changes.some((change) => (NOTICE_FIELDS as readonly string[]).includes(change.field));
