/**
 * The order of people in friend lists, and the cursor that resumes it. One collator for every name sort:
 * `localeCompare` with options builds a collator per call, which made sorting 200 names cost milliseconds.
 * It is built at the first sort, not on import: building it loads the browser's locale data, tens of
 * milliseconds of a phone's start-up on every signed-in page, most of which sort nobody.
 */
let nameCollator: Intl.Collator | undefined;

type Named = { name: string; userId: string };

/** By name (case and accents aside), then by id, so people with the same name keep a fixed order. */
export function byName(a: Named, b: Named): number {
  nameCollator ??= new Intl.Collator('en', { sensitivity: 'base' });
  return nameCollator.compare(a.name, b.name) || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);
}

/** Text as hex UTF-16 code units: URL-safe and opaque, with no platform encoder (this runs anywhere). */
const toHex = (text: string) =>
  Array.from({ length: text.length }, (_, i) => text.charCodeAt(i).toString(16).padStart(4, '0')).join('');

function fromHex(hex: string): string | undefined {
  if (hex.length % 4 !== 0 || !/^[0-9a-f]*$/.test(hex)) return undefined;
  let text = '';
  for (let i = 0; i < hex.length; i += 4)
    text += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
  return text;
}

/** Where the next page starts: after this person in `byName` order. Opaque to clients. */
export function encodeFriendsCursor(last: Named): string {
  return toHex(JSON.stringify([last.name, last.userId]));
}

/** The person a cursor points after, or undefined when it is not one this server wrote. */
export function decodeFriendsCursor(cursor: string): Named | undefined {
  const text = fromHex(cursor);
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string'
    ) {
      return { name: parsed[0], userId: parsed[1] };
    }
  } catch {
    // Not JSON: not a cursor this server wrote, answered as undefined below.
  }
  return undefined;
}
