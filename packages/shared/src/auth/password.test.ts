import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  countPasswordClasses,
  PASSWORD_CLASSES_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
} from './password.ts';

describe('checkPassword', () => {
  it.each([
    ['letters and digits', 'abcdefg1'],
    ['letters and a special character', 'abcdefg!'],
    ['digits and a special character', '1234567!'],
    ['upper case letters and digits', 'ABCDEFG1'],
    ['all three classes at 32 characters', `${'aB3$'.repeat(8)}`],
    ['non-Latin letters and digits', 'пароль123'],
  ])('accepts %s', (_, password) => {
    expect(checkPassword(password)).toEqual({ strong: true, unmet: [] });
  });

  it.each([
    ['seven characters', 'abc123!', [PASSWORD_LENGTH_MESSAGE]],
    ['33 characters', `${'a1'.repeat(16)}b`, [PASSWORD_LENGTH_MESSAGE]],
    ['letters only', 'abcdefgh', [PASSWORD_CLASSES_MESSAGE]],
    ['digits only', '12345678', [PASSWORD_CLASSES_MESSAGE]],
    ['special characters only', '!@#$%^&*', [PASSWORD_CLASSES_MESSAGE]],
    ['short and one class', 'abc', [PASSWORD_LENGTH_MESSAGE, PASSWORD_CLASSES_MESSAGE]],
    ['empty', '', [PASSWORD_LENGTH_MESSAGE, PASSWORD_CLASSES_MESSAGE]],
  ])('refuses %s and lists the unmet rules', (_, password, unmet) => {
    expect(checkPassword(password)).toEqual({ strong: false, unmet });
  });

  it('counts an emoji as one character', () => {
    expect(checkPassword('🏀🏀🏀🏀🏀🏀a1').strong).toBe(true);
  });

  it('does not count spaces as special characters', () => {
    expect(countPasswordClasses('abc defg')).toBe(1);
  });
});
