import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client.ts';
import { setServiceUnavailable } from '../../lib/service-status.ts';
import { useServiceRecovery } from '../../lib/use-service-recovery.ts';
import { ServiceStatusBanner } from './service-status-banner.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unavailable = () =>
  json(503, {
    code: 'service_unavailable',
    message: 'Rally is temporarily unavailable. Please try again in a moment.',
  });

function renderWithQueries(ui: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => setServiceUnavailable(false));
});

describe('the service status banner', () => {
  it('says once, calmly, that Rally is unavailable when a request meets an outage, and goes with the next answer', async () => {
    renderWithQueries(<ServiceStatusBanner />);
    const status = screen.getByRole('status');
    expect(status).toHaveProperty('textContent', '');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unavailable()),
    );
    await act(async () => {
      await Promise.allSettled([api.get('/api/friends'), api.get('/api/notifications'), api.post('/api/x')]);
    });
    expect(screen.getAllByText("Rally is temporarily unavailable. We'll keep trying.")).toHaveLength(1);
    expect(status.textContent).toBe("Rally is temporarily unavailable. We'll keep trying.");

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { friends: [] })),
    );
    await act(async () => {
      await api.get('/api/friends');
    });
    expect(status).toHaveProperty('textContent', '');
  });
});

describe('recovering from an outage', () => {
  function Friends() {
    useServiceRecovery(20);
    const friends = useQuery({
      queryKey: ['friends'],
      queryFn: () => api.get<{ names: string[] }>('/api/friends'),
    });
    if (friends.isError) return <p>Could not load friends</p>;
    return <p>{friends.data ? friends.data.names.join(', ') : 'Loading'}</p>;
  }

  it('keeps asking whether the server is back, then loads again what failed, without a reload', async () => {
    let down = true;
    const fetchMock = vi.fn(async (path: string) => {
      if (down) return unavailable();
      return path === '/api/health' ? json(200, { status: 'ok' }) : json(200, { names: ['Sam', 'Alex'] });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithQueries(<Friends />);
    await screen.findByText('Could not load friends');

    // While down, health is asked again and again.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([path]) => path === '/api/health').length).toBeGreaterThan(1),
    );
    down = false;
    await screen.findByText('Sam, Alex');
  });
});
