import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FriendSearch } from './friend-search.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const person = (name: string) => ({
  userId: `id-${name}`,
  name,
  username: name.toLowerCase(),
  avatarUrl: null,
  sports: ['tennis'],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSearch() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <FriendSearch />
    </QueryClientProvider>,
  );
}

describe('FriendSearch', () => {
  it('takes a person out of the results after Add Friend and says the request was sent, not "No players found"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? json({ requestId: 'r1', userId: 'id-Sam', status: 'pending' }, 201)
          : json({ users: [person('Sam')] }),
      ),
    );
    renderSearch();
    fireEvent.change(screen.getByLabelText('Username or name'), { target: { value: 'sam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Friend Sam' }));

    expect(await screen.findByText('Request sent to Sam.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add Friend Sam' })).toBeNull();
    expect(screen.queryByText(/No players found/)).toBeNull();
  });
});
