import type { LeagueRelation } from '@rally/shared/leagues/leagues.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeagueJoinButton } from './league-join-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderButton(relation: LeagueRelation, isPrivate: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LeagueJoinButton league={{ id: 'league-1', name: 'Tuesday Tennis', isPrivate, relation }} />
    </QueryClientProvider>,
  );
}

describe('LeagueJoinButton', () => {
  it('offers Join League for a public league', () => {
    renderButton('none', false);
    expect(screen.getByRole('button', { name: 'Join League' })).toBeDefined();
  });

  it('opens the request dialog for a private league', () => {
    renderButton('none', true);
    fireEvent.click(screen.getByRole('button', { name: 'Request to Join' }));
    expect(screen.getByRole('dialog', { name: 'Request to Join League' })).toBeDefined();
    expect(screen.getByLabelText('Message to the creator (optional)')).toBeDefined();
  });

  it('shows a sent request as a disabled Request Pending, and a refused one as Request Rejected', () => {
    renderButton('requested', true);
    expect((screen.getByRole('button', { name: 'Request Pending' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    cleanup();
    renderButton('rejected', true);
    expect((screen.getByRole('button', { name: 'Request Rejected' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows nothing to a member or the creator', () => {
    renderButton('member', false);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
