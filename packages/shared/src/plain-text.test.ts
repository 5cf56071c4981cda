import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONTROL_CHARACTERS_MESSAGE,
  findControlCharacters,
  hasControlCharacters,
  plainText,
} from './plain-text.ts';

describe('hasControlCharacters', () => {
  it('accepts what people write: letters of any script, emoji, tabs and line breaks', () => {
    for (const text of [
      '',
      'Pickup soccer at 6',
      'Zoë 🏀 ⚽️ 👩‍👩‍👧',
      '第一行\n第二行',
      'a\tb\r\nc',
      '\u00a0\u200b',
    ]) {
      expect(hasControlCharacters(text)).toBe(false);
    }
  });

  it('refuses NUL, other C0 controls, DEL and lone surrogates', () => {
    for (const text of [
      'a\u0000b',
      '\u0001',
      'x\u001b[31m',
      '\u000b',
      '\u000c',
      'del\u007f',
      '\ud800',
      'a\udc00b',
      '\ud83d',
    ]) {
      expect(hasControlCharacters(text)).toBe(true);
    }
  });

  // A hundred generated strings: seconds when the machine is busy with the type checks beside it.
  it('agrees with a plain reading of the rule on any string', { timeout: 30_000 }, () => {
    const forbidden = /[\p{Cc}]|\p{Cs}/u;
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const expected = forbidden.test(text.replace(/[\t\n\r\u0080-\u009f]/g, ''));
        expect(hasControlCharacters(text)).toBe(expected);
      }),
    );
  });
});

describe('findControlCharacters', () => {
  it('names the path of the first offending text, keys included', () => {
    expect(findControlCharacters({ name: 'Ann', tags: ['ok', 'b\u0000'] })).toEqual(['tags', 1]);
    expect(findControlCharacters({ skills: { 'soc\u0000cer': 'beginner' } })).toEqual([
      'skills',
      'soc\u0000cer',
    ]);
    expect(findControlCharacters('a\u0000')).toEqual([]);
    expect(findControlCharacters({ name: 'Ann', count: 3, on: true, none: null })).toBeNull();
  });

  it('walks any nesting depth without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
    expect(findControlCharacters(deep)).toHaveLength(200_000);
  });
});

describe('plainText', () => {
  it('gives forms the same rule and message', () => {
    const schema = plainText(z.string().trim());
    expect(schema.safeParse('hello').success).toBe(true);
    expect(schema.safeParse('he\u0000llo').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});
