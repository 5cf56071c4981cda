import type { Session } from '@rally/shared/auth/auth.schemas';
import { moderationTexts } from '@rally/shared/moderation/moderation.constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionQueryKey } from '../../features/auth/api/get-session.ts';
import { RequireAdmin } from './require-admin.tsx';
import { RequireSignedIn } from './require-signed-in.tsx';
import { RequireSignedOut } from './require-signed-out.tsx';

afterEach(cleanup);

function makeSession(overrides: Partial<Session['user']> = {}): Session {
  return {
    user: {
      id: 'u1',
      email: 'sam@example.com',
      username: 'sam',
      name: 'Sam',
      emailVerified: true,
      isAdmin: false,
      profileComplete: true,
      ...overrides,
    },
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  };
}

/** Renders a tiny route table behind the real guards, with the session already known. */
function renderAt(path: string, session: Session | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(sessionQueryKey, session);
  const router = createMemoryRouter(
    [
      {
        element: <RequireSignedOut />,
        children: [{ path: '/auth', element: <h1>Auth screen</h1> }],
      },
      {
        element: <RequireSignedIn />,
        children: [
          { path: '/dashboard', element: <h1>Dashboard screen</h1> },
          { path: '/profile/edit', element: <h1>Edit profile screen</h1> },
          {
            element: <RequireAdmin />,
            children: [{ path: '/monitoring', element: <h1>Monitoring screen</h1> }],
          },
          {
            element: <RequireAdmin deniedText={moderationTexts.accessDenied} />,
            children: [{ path: '/moderation', element: <h1>Moderation screen</h1> }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('route guards', () => {
  it('sends a visitor on a signed-in route to /auth', async () => {
    const router = renderAt('/dashboard', null);
    expect(await screen.findByRole('heading', { name: 'Auth screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('sends a signed-in player away from /auth to the dashboard', async () => {
    const router = renderAt('/auth', makeSession());
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a player with an incomplete profile to /profile/edit after signing in', async () => {
    const router = renderAt('/auth', makeSession({ profileComplete: false }));
    expect(await screen.findByRole('heading', { name: 'Edit profile screen' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/edit');
  });

  it('refuses the monitoring page to a player who is not an administrator', async () => {
    renderAt('/monitoring', makeSession());
    expect(
      await screen.findByText(
        'Access denied. Administrator privileges required to view monitoring dashboard.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Monitoring screen' })).toBeNull();
  });

  it('shows the monitoring page to an administrator', async () => {
    renderAt('/monitoring', makeSession({ isAdmin: true }));
    expect(await screen.findByRole('heading', { name: 'Monitoring screen' })).toBeTruthy();
  });

  it("refuses the moderation page to a player in moderation's words, and shows it to an administrator", async () => {
    renderAt('/moderation', makeSession());
    expect(
      await screen.findByText('Access denied. Administrator privileges required to view moderation.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Moderation screen' })).toBeNull();
    cleanup();
    renderAt('/moderation', makeSession({ isAdmin: true }));
    expect(await screen.findByRole('heading', { name: 'Moderation screen' })).toBeTruthy();
  });
});
