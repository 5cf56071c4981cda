import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver.ts';

const schema = z.object({ name: z.string().min(1, 'Name is required') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema once, at the first check or when warmed, and checks with it', async () => {
    const load = vi.fn(async () => schema);
    const { resolver, warm } = lazyZodResolver<{ name: string }>(load);
    expect(load).not.toHaveBeenCalled();

    warm();
    const refused = await resolver({ name: '' }, undefined, options);
    expect(refused.errors.name?.message).toBe('Name is required');
    const accepted = await resolver({ name: 'Sam' }, undefined, options);
    expect(accepted).toEqual({ values: { name: 'Sam' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
