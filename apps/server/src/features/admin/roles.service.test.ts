import { describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.ts';
import type { RolesRepository } from './roles.repository.ts';
import { createRolesService } from './roles.service.ts';

describe('the administrator check', () => {
  it('counts a role check that fails as not admin, and logs it', async () => {
    const logged: string[] = [];
    const roles = createRolesService({
      rolesRepo: {
        isAdmin: async () => {
          throw new Error('connection refused');
        },
      } as unknown as RolesRepository,
      adminEmails: [],
      clock: systemClock,
      log: { error: (_context: unknown, message: string) => logged.push(message) } as never,
    });
    await expect(roles.isAdmin('someone')).resolves.toBe(false);
    expect(logged).toEqual(['roles: the administrator check failed; treated as not admin']);
  });
});
