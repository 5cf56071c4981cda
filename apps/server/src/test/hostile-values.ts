import fc from 'fast-check';

/**
 * Values, texts and bodies no honest client sends, each of which has broken some server somewhere:
 * the hostile half of the requests generated from the API document (see openapi-arbitraries.ts).
 */

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u001b[2J',
  '\u007f',
  '\u202e',
  '\ufeff',
  '%00',
  '%',
  '../../etc/passwd',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9'.repeat(400),
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
  'e\u0301'.repeat(200),
  '🏀'.repeat(1_000),
  'x'.repeat(100_000),
];
const HOSTILE_NUMBERS = [
  -0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** A deeply nested array or object, as a value (JSON bodies carry deeper ones as raw text). */
const deepValue = fc.integer({ min: 50, max: 500 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
});

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.constantFrom(...HOSTILE_STRINGS.slice(0, 12)), { maxLength: 5 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a\u0000', '\ud800', ''), fc.constant(1)),
  deepValue,
);

/** Characters that have no place in text, PostgreSQL's bane (NUL) first. */
export const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\ud800',
  '\udfff',
];

/**
 * A valid string with one control character or lone surrogate slipped in: it passes every length and
 * format check a schema can state, so it reaches the deepest code, where such characters once broke.
 */
export function tainted(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.constantFrom(...CONTROL_CHARACTERS), fc.nat()).map(([value, character, at]) => {
    if (typeof value !== 'string') return value;
    const index = value.length === 0 ? 0 : at % value.length;
    return `${value.slice(0, index)}${character}${value.slice(index + 1)}`;
  });
}

/**
 * Percent-encodes any string, lone surrogates included (as the bytes a careless encoder would send,
 * which are not valid UTF-8), where `encodeURIComponent` would throw.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(text[index]!);
    }
  }
  return encoded;
}

/** Query strings no encoder writes: broken escapes, nested keys, repeated keys, invalid UTF-8. */
export const HOSTILE_QUERIES = [
  '%',
  '%E0%A4%A',
  'a[b]=c',
  'a[]=1&a[]=2',
  '__proto__[x]=1',
  '=&=&',
  '%FF%FE',
  '&'.repeat(500),
];

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Multipart bodies: well formed around random or real image bytes, and broken in the usual ways. */
export const multipartBody: fc.Arbitrary<{ contentType: string; payload: Buffer }> = fc.oneof(
  fc
    .tuple(fc.oneof(fc.uint8Array({ maxLength: 2_000 }), fc.constant(new Uint8Array(PNG_1X1))), fc.boolean())
    .map(([bytes, truncated]) => {
      const head = `--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
      const body = Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from('\r\n--B--\r\n')]);
      return {
        contentType: 'multipart/form-data; boundary=B',
        payload: truncated ? body.subarray(0, Math.floor(body.length / 2)) : body,
      };
    }),
  fc
    .constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary="')
    .map((contentType) => ({ contentType, payload: Buffer.from('--B\r\n\r\nabc') })),
  fc.uint8Array({ maxLength: 500 }).map((bytes) => ({
    contentType: 'multipart/form-data; boundary=B',
    payload: Buffer.from(bytes),
  })),
);

/** JSON texts no serializer writes: numbers past double range, nesting past any sane depth, broken syntax. */
export function hostileJsonTexts(propertyNames: string[]): string[] {
  const names = propertyNames.length > 0 ? propertyNames : ['value'];
  return [
    '',
    '{',
    'not json',
    'null',
    '"\\u0000"',
    '123456789012345678901234567890',
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    ...names.flatMap((name) => [
      `{"${name}":1e999}`,
      `{"${name}":-1e999}`,
      `{"${name}":123456789012345678901234567890}`,
      `{"${name}":"\\ud800"}`,
      `{"${name}":"a\\u0000b"}`,
    ]),
  ];
}
