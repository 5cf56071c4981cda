import { describe, expect, it } from 'vitest';
import { routePreloadTable } from './route-preload-table.ts';

describe('routePreloadTable', () => {
  const table = routePreloadTable();
  const entry = (pattern: string) => table.find((row) => row.pattern === pattern);

  it("lists a signed-in page with the frame's module before its own", () => {
    expect(entry('/dashboard')?.modules).toEqual([
      '/src/app/layouts/app-layout.tsx',
      '/src/app/routes/dashboard.tsx',
    ]);
    expect(entry('/game/:id')?.modules).toEqual([
      '/src/app/layouts/app-layout.tsx',
      '/src/app/routes/game-detail.tsx',
    ]);
  });

  it('lists the index route at / and the account screens without the frame', () => {
    expect(entry('/')?.modules).toEqual(['/src/app/routes/home.tsx']);
    expect(entry('/forgot-password')?.modules).toEqual(['/src/app/routes/forgot-password.tsx']);
  });

  it("adds the modules a page loads itself but wants with its HTML: the account page's other views", () => {
    expect(entry('/auth')?.modules).toEqual([
      '/src/app/routes/auth.tsx',
      '/src/features/auth/components/sign-up-flow.tsx',
      '/src/features/auth/components/forgot-password-flow.tsx',
      '/src/features/auth/components/forgot-username-flow.tsx',
      '/src/features/auth/components/verify-email-step.tsx',
    ]);
  });

  it('leaves out the catch-all and pages with nothing to load', () => {
    expect(table.some((row) => row.pattern.includes('*'))).toBe(false);
    expect(entry('/onboarding')).toBeUndefined();
  });
});
