import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameDetailFixture } from './game-detail.fixture.ts';
import { HostTools } from './host-tools.tsx';
import { JoinActions, ordinal } from './join-actions.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWithClient(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('JoinActions', () => {
  it('offers Join Game on a public game the viewer may join, and posts the join when clicked', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        asked.push(`${init?.method ?? 'GET'} ${path}`);
        return json({ message: 'Successfully joined the game!' });
      }),
    );
    renderWithClient(<JoinActions game={gameDetailFixture({ abilities: { canJoin: true } })} />);
    expect(buttonNames()).toEqual(['Join Game']);
    fireEvent.click(screen.getByRole('button', { name: 'Join Game' }));
    await vi.waitFor(() => expect(asked).toContain('POST /api/games/game-1/join'));
  });

  it('offers Request to Join Game on a private game, whose dialog refuses a message with profanity', async () => {
    const fetch = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetch);
    renderWithClient(
      <JoinActions game={gameDetailFixture({ isPrivate: true, abilities: { canRequest: true } })} />,
    );
    expect(buttonNames()).toEqual(['Request to Join Game']);
    fireEvent.click(screen.getByRole('button', { name: 'Request to Join Game' }));

    const dialog = await screen.findByRole('dialog', { name: 'Request to Join Game' });
    fireEvent.change(within(dialog).getByLabelText('Message to the host (optional)'), {
      target: { value: 'what the fuck' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your message contains profanity. Please keep messages appropriate.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows Request Pending, and no way to ask again, while the host has not answered', () => {
    renderWithClient(
      <JoinActions game={gameDetailFixture({ isPrivate: true, viewer: { joinRequestStatus: 'pending' } })} />,
    );
    expect(screen.getByText('Request Pending')).toBeDefined();
    expect(buttonNames()).toEqual([]);
  });

  it('shows Request Rejected once the host said no', () => {
    renderWithClient(
      <JoinActions
        game={gameDetailFixture({ isPrivate: true, viewer: { joinRequestStatus: 'rejected' } })}
      />,
    );
    expect(screen.getByText('Request Rejected')).toBeDefined();
    expect(buttonNames()).toEqual([]);
  });

  it('lets an approved requester join', () => {
    renderWithClient(
      <JoinActions
        game={gameDetailFixture({
          isPrivate: true,
          viewer: { joinRequestStatus: 'approved' },
          abilities: { canJoin: true },
        })}
      />,
    );
    expect(screen.getByText(/Your request was approved/)).toBeDefined();
    expect(buttonNames()).toEqual(['Join Game']);
  });

  it('offers the waitlist on a full game, and shows the place in line once on it', () => {
    renderWithClient(
      <JoinActions game={gameDetailFixture({ spotsLeft: 0, abilities: { canJoinWaitlist: true } })} />,
    );
    expect(buttonNames()).toEqual(['Join waitlist']);
    cleanup();
    renderWithClient(
      <JoinActions
        game={gameDetailFixture({
          spotsLeft: 0,
          viewer: { waitlistPosition: 2 },
          abilities: { canLeaveWaitlist: true },
        })}
      />,
    );
    expect(screen.getByText("You're 2nd in line for a spot.")).toBeDefined();
    expect(buttonNames()).toEqual(['Leave waitlist']);
  });

  it('lets a player leave, and shows nothing at all when no action is allowed', () => {
    renderWithClient(
      <JoinActions game={gameDetailFixture({ relation: 'participant', abilities: { canLeave: true } })} />,
    );
    expect(buttonNames()).toEqual(['Leave game']);
    cleanup();
    const { container } = renderWithClient(<JoinActions game={gameDetailFixture()} />);
    expect(container.textContent).toBe('');
  });

  it('says a completed game has been played and offers only what the server allows (Review Players)', () => {
    renderWithClient(
      <JoinActions game={gameDetailFixture({ completed: true, abilities: { canReview: true } })} />,
    );
    expect(screen.getByText('This game has been played.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Review Players' }).getAttribute('href')).toBe(
      '/game/game-1/review',
    );
    expect(buttonNames()).toEqual([]);
  });
});

describe('HostTools', () => {
  it('gives the host the pending count, Manage Join Requests, Invite Friends and Cancel Game', () => {
    renderWithClient(
      <HostTools
        game={gameDetailFixture({
          relation: 'host',
          isPrivate: true,
          pendingRequestCount: 2,
          abilities: { canManageRequests: true, canInvite: true, canCancel: true },
        })}
      />,
    );
    expect(screen.getByText('2 pending join requests')).toBeDefined();
    expect(buttonNames()).toEqual(['Manage Join Requests', 'Invite Friends', 'Cancel Game']);
  });

  it('asks before cancelling, and shows nothing to a player who is not the host', async () => {
    renderWithClient(
      <HostTools game={gameDetailFixture({ relation: 'host', abilities: { canCancel: true } })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Game' }));
    const question = await screen.findByRole('alertdialog', { name: 'Cancel this game?' });
    expect(within(question).getByRole('button', { name: 'Keep Game' })).toBeDefined();
    cleanup();
    const { container } = renderWithClient(
      <HostTools game={gameDetailFixture({ relation: 'participant' })} />,
    );
    expect(container.textContent).toBe('');
  });
});

describe('ordinal', () => {
  it('words a place in line', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
  });

  it("says the host's fair-play requirement in place of Join and Request, with how fair play works", () => {
    const refusal = 'This game needs a Good fair-play record, and is not open to new players yet';
    renderWithClient(
      <JoinActions
        game={gameDetailFixture({
          minFairPlay: 'good',
          newPlayersWelcome: false,
          // Even were an ability left open, a refused player is offered no way in.
          abilities: { canJoin: true, canRequest: true },
          viewer: { fairPlayRefusal: refusal },
        })}
      />,
    );
    expect(screen.getByText(refusal)).toBeDefined();
    expect(buttonNames()).toEqual([]);
    expect(screen.getByRole('link', { name: 'How fair play works' }).getAttribute('href')).toBe(
      '/profile#fair-play',
    );
  });
});
