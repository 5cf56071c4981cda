import { describe, expect, it } from 'vitest';
import { isEmailIdentifier, normaliseEmail } from './identifier.ts';

describe('sign-in identifiers', () => {
  it('treats anything with @ as an email', () => {
    expect(isEmailIdentifier('alice@example.com')).toBe(true);
    expect(isEmailIdentifier('@alice')).toBe(true);
  });

  it('treats anything else as a username', () => {
    expect(isEmailIdentifier('alice')).toBe(false);
    expect(isEmailIdentifier('alice.smith_99')).toBe(false);
  });

  it('compares emails without case or surrounding spaces', () => {
    expect(normaliseEmail('  Alice@Example.COM ')).toBe('alice@example.com');
  });
});
