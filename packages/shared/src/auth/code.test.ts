import { describe, expect, it } from 'vitest';
import { isCompleteCode } from './code.ts';

describe('isCompleteCode', () => {
  it.each(['123456', '000000', '999999'])('accepts %s', (code) => {
    expect(isCompleteCode(code)).toBe(true);
  });

  it.each(['12345', '1234567', '12a456', ' 123456', '', '١٢٣٤٥٦', '12 456'])('refuses "%s"', (code) => {
    expect(isCompleteCode(code)).toBe(false);
  });
});
