import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameDetailFixture } from './game-detail.fixture.ts';
import { WhatToExpectCard } from './what-to-expect-card.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderCard = (game: ReturnType<typeof gameDetailFixture>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WhatToExpectCard game={game} />
    </QueryClientProvider>,
  );

describe('WhatToExpectCard', () => {
  it('lets the host rewrite Game Format and What to Bring, and sends both', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body));
        sent.push({ path, method: init?.method, body });
        return json(gameDetailFixture({ ...body, abilities: { canEdit: true } }));
      }),
    );
    renderCard(gameDetailFixture({ gameFormat: '3v3', abilities: { canEdit: true } }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit what to expect' }));
    expect((screen.getByLabelText('Game Format') as HTMLTextAreaElement).value).toBe('3v3');
    fireEvent.change(screen.getByLabelText('Game Format'), { target: { value: '5v5 full court' } });
    fireEvent.change(screen.getByLabelText('What to Bring'), { target: { value: 'Water' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
    expect(sent).toEqual([
      {
        path: '/api/games/game-1/what-to-expect',
        method: 'PATCH',
        body: { gameFormat: '5v5 full court', whatToBring: 'Water' },
      },
    ]);
  });

  it('shows the content read-only, with no Edit, to anyone but the host', () => {
    renderCard(gameDetailFixture({ gameFormat: '3v3', whatToBring: null }));
    expect(screen.getByText('3v3')).toBeDefined();
    expect(screen.getByText('The host has not said what to bring yet.')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});
