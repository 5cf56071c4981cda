import type { z } from 'zod';

/** What a person reads when a field holds a character no keyboard types on purpose. */
export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters.';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/**
 * Whether text holds a character that has no place in anything a person writes: a C0 control other
 * than tab, line feed and carriage return (NUL above all, which PostgreSQL refuses to store), DEL,
 * or half of a surrogate pair (not a character at all; it cannot be encoded as UTF-8).
 */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20) {
      if (code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) return true;
    } else if (code === DELETE) {
      return true;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

type Visit = { value: unknown; key: string | number | null; parent: Visit | null };

/**
 * The path to the first string (or object key) in a parsed request part that has control characters,
 * or null when every text is clean. Walks without recursion and keeps one link per value, not one path
 * per value, so no nesting depth can overflow the stack or take quadratic memory.
 */
export function findControlCharacters(value: unknown): (string | number)[] | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], key: index, parent: visit });
      }
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        if (hasControlCharacters(key)) return pathOf({ value: null, key, parent: visit });
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** Adds the control-character rule to a string schema, for forms: `plainText(z.string().trim())`. */
export function plainText<T extends z.ZodType<string>>(schema: T): T {
  return schema.refine((text) => !hasControlCharacters(text), CONTROL_CHARACTERS_MESSAGE);
}
