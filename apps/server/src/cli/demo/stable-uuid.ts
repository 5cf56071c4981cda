import { createHash } from 'node:crypto';

/**
 * A stable id from a name, so a second run writes the same rows (and conflicts, and skips them). The
 * namespace keeps each part's ids as earlier runs wrote them.
 */
export function stableUuid(name: string, namespace = 'rally-demo'): string {
  const hex = createHash('sha256').update(`${namespace}:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A number in [0, 1) fixed by a name: a choice that stays the same whatever order rows are made in. */
export function stableChance(name: string): number {
  return createHash('sha256').update(`rally-demo-chance:${name}`).digest().readUInt32BE(0) / 4_294_967_296;
}
