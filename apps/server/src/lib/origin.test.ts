import { describe, expect, it } from 'vitest';
import { isOwnOrigin } from './origin.ts';

const trusted = new Set(['http://localhost:5173']);

describe('isOwnOrigin', () => {
  it('accepts a trusted origin and the host the request was sent to', () => {
    expect(isOwnOrigin('http://localhost:5173', { trusted, host: 'rally.test' })).toBe(true);
    expect(isOwnOrigin('https://rally.test', { trusted, host: 'rally.test' })).toBe(true);
    expect(isOwnOrigin('http://rally.test:8080', { trusted, host: 'rally.test:8080' })).toBe(true);
  });

  it('refuses other sites, null, empty and malformed origins without throwing', () => {
    for (const origin of [
      'http://evil.test',
      'null',
      '',
      'http://',
      '::::',
      'http://[::1',
      'rally.test',
      'javascript:alert(1)',
      'file://rally.test',
    ]) {
      expect(isOwnOrigin(origin, { trusted, host: 'rally.test' })).toBe(false);
    }
    expect(isOwnOrigin('https://rally.test', { trusted, host: undefined })).toBe(false);
  });
});
