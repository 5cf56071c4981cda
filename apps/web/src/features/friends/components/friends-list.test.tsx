import type { Friend } from '@rally/shared/friends/friends.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FriendsList } from './friends-list.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const friend = (name: string): Friend => ({
  userId: `id-${name}`,
  name,
  username: name.toLowerCase(),
  avatarUrl: null,
  sports: ['tennis'],
  online: false,
  since: '2026-11-22T12:00:00.000Z',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FriendsList onMessage={() => {}} onFindFriends={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('FriendsList', () => {
  it('shows the first page, then the next one after "Load more friends", and no button on the last page', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        asked.push(path);
        return path.includes('cursor=page2')
          ? json({ friends: [friend('Cleo')], nextCursor: null })
          : json({ friends: [friend('Ana'), friend('Bob')], nextCursor: 'page2' });
      }),
    );
    renderList();

    const list = await screen.findByRole('list', { name: 'Your friends' });
    const messageButtons = () =>
      within(list)
        .getAllByRole('button', { name: /^Message / })
        .map((button) => button.textContent);
    expect(messageButtons()).toEqual(['Message Ana', 'Message Bob']);
    fireEvent.click(screen.getByRole('button', { name: 'Load more friends' }));

    expect(await within(list).findByRole('button', { name: 'Message Cleo' })).toBeDefined();
    expect(messageButtons()).toEqual(['Message Ana', 'Message Bob', 'Message Cleo']);
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    expect(asked).toEqual(['/api/friends', '/api/friends?cursor=page2']);
  });
});
