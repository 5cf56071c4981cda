import { describe, expect, it } from 'vitest';
import { sportNameSchema } from './sport-name.schema.ts';

describe('sportNameSchema', () => {
  it('accepts a listed sport', () => {
    expect(sportNameSchema.parse('mountain biking')).toBe('mountain biking');
  });

  it('refuses a sport outside the list', () => {
    expect(sportNameSchema.safeParse('quidditch').success).toBe(false);
  });
});
