import type { ModerationGroup, ModerationQueue } from '@rally/shared/moderation/moderation.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ViewerIdProvider } from '../../../components/safety/viewer-id.tsx';
import { ModerationQueue as Queue } from './moderation-queue.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const sam = { id: 'u-sam', name: 'Sam Rivers', username: 'sam', avatarUrl: null };
const ana = { id: 'u-ana', name: 'Ana Lopez', username: 'ana', avatarUrl: null };
const noHistory = {
  reportsAgainst: 0,
  warnings: 0,
  suspensions: 0,
  suspendedUntil: null,
  suspendedForGood: false,
};

const gameGroup: ModerationGroup = {
  target: {
    type: 'game',
    id: 'g-1',
    title: 'Sunday pickup',
    link: '/game/g-1',
    removed: false,
    subject: sam,
  },
  reports: [
    {
      id: 'r-1',
      reporter: ana,
      reason: 'spam_or_scam',
      details: 'Asks for money up front',
      snapshot: { title: 'Sunday pickup', text: 'Pay <b>$50</b> to join', details: { startsAt: 'Dec 6' } },
      createdAt: '2026-11-27T10:00:00.000Z',
    },
  ],
  history: { ...noHistory, reportsAgainst: 2, warnings: 1 },
  actions: [],
};

const messageGroup: ModerationGroup = {
  target: { type: 'direct_message', id: 'm-1', title: null, link: null, removed: false, subject: ana },
  reports: [
    {
      id: 'r-2',
      reporter: sam,
      reason: 'harassment',
      details: null,
      snapshot: { text: 'you again?' },
      createdAt: '2026-11-27T09:00:00.000Z',
    },
  ],
  history: { ...noHistory, suspensions: 1, suspendedUntil: '2026-12-04T09:00:00.000Z' },
  actions: [],
};

const profileGroup: ModerationGroup = {
  target: {
    type: 'profile',
    id: 'u-sam',
    title: 'Sam Rivers',
    link: '/profile/u-sam',
    removed: false,
    subject: sam,
  },
  reports: [
    { ...messageGroup.reports[0]!, id: 'r-3', reason: 'fake_profile', snapshot: { title: 'Sam Rivers' } },
  ],
  history: noHistory,
  actions: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers the queue from `queue()` and records each action posted. */
function serve(queue: () => ModerationQueue, viewerId = 'u-admin') {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path.startsWith('/api/moderation/actions') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posted.push(body);
        return json(
          {
            action: {
              id: `a-${posted.length}`,
              action: body.action,
              moderator: { id: 'u-admin', name: 'Alex Admin' },
              targetType: body.targetType ?? null,
              targetId: body.targetId ?? null,
              subject: { id: 'u-sam', name: 'Sam Rivers' },
              reason: body.reason,
              suspendedUntil: null,
              createdAt: '2026-11-27T11:00:00.000Z',
            },
          },
          201,
        );
      }
      return json(queue());
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ViewerIdProvider viewerId={viewerId}>
        <MemoryRouter>
          <Queue />
        </MemoryRouter>
      </ViewerIdProvider>
    </QueryClientProvider>,
  );
  return posted;
}

// The first answer waits for the response schemas to load (checked in development only).
describe('the moderation queue', { timeout: 20_000 }, () => {
  it('shows each reported thing as a named article: its owner and history, the reports and the snapshot as plain text', async () => {
    serve(() => ({ groups: [gameGroup, messageGroup], nextCursor: null }));
    const game = await screen.findByRole('article', { name: 'Sunday pickup' }, { timeout: 10_000 });
    expect(
      within(game)
        .getByRole('link', { name: /Open game Sunday pickup/ })
        .getAttribute('href'),
    ).toBe('/game/g-1');
    expect(within(game).getByRole('link', { name: 'Sam Rivers' }).getAttribute('href')).toBe(
      '/profile/u-sam',
    );
    expect(within(game).getByText(/2 earlier reports against them · 1 warning · 0 suspensions/)).toBeTruthy();
    expect(within(game).getByText('Spam or scam')).toBeTruthy();
    expect(within(game).getByText('Asks for money up front')).toBeTruthy();
    // Markup a player wrote is shown as they wrote it, never interpreted.
    expect(within(game).getByText('Pay <b>$50</b> to join')).toBeTruthy();
    expect(game.querySelector('b')).toBeNull();
    expect(within(game).getByText('Starts at')).toBeTruthy();
    for (const name of [
      'Dismiss reports about Sunday pickup',
      'Remove Sunday pickup',
      'Warn Sam Rivers about Sunday pickup',
      'Suspend Sam Rivers',
    ]) {
      expect(within(game).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(game).queryByRole('button', { name: /Reinstate/ })).toBeNull();

    const message = screen.getByRole('article', { name: 'Direct message from Ana Lopez' });
    expect(within(message).getByText(/Suspended until Dec 4, 2026/)).toBeTruthy();
    expect(within(message).getByRole('button', { name: 'Reinstate Ana Lopez' })).toBeTruthy();
    expect(within(message).queryByRole('button', { name: /^Suspend/ })).toBeNull();
    expect(within(message).queryByRole('link', { name: /Open/ })).toBeNull();
  });

  it('offers no Remove for a profile, whose owner is warned or suspended instead', async () => {
    serve(() => ({ groups: [profileGroup], nextCursor: null }));
    const profile = await screen.findByRole('article', { name: 'Sam Rivers' });
    expect(within(profile).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(profile).getByRole('button', { name: 'Dismiss reports about Sam Rivers' })).toBeTruthy();
  });

  it("offers no suspension of the moderator's own account", async () => {
    serve(() => ({ groups: [gameGroup], nextCursor: null }), 'u-sam');
    const game = await screen.findByRole('article', { name: 'Sunday pickup' });
    expect(within(game).queryByRole('button', { name: /^Suspend/ })).toBeNull();
    expect(within(game).getByRole('button', { name: 'Dismiss reports about Sunday pickup' })).toBeTruthy();
  });

  it('says when there is nothing to review', async () => {
    serve(() => ({ groups: [], nextCursor: null }));
    expect(await screen.findByText('No open reports')).toBeTruthy();
  });

  it('asks for a reason before dismissing, then the group leaves the queue', async () => {
    let groups = [gameGroup, messageGroup];
    const posted = serve(() => ({ groups, nextCursor: null }));
    const game = await screen.findByRole('article', { name: 'Sunday pickup' });
    fireEvent.click(within(game).getByRole('button', { name: 'Dismiss reports about Sunday pickup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss reports about Sunday pickup?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss Reports' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeTruthy();
    expect(posted).toEqual([]);

    groups = [messageGroup];
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'A real game with a court fee' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss Reports' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      { action: 'dismiss', targetType: 'game', targetId: 'g-1', reason: 'A real game with a court fee' },
    ]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sunday pickup' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Direct message from Ana Lopez' })).toBeTruthy();
  });

  it('suspends the owner for the period chosen, leaving the reports open', async () => {
    const posted = serve(() => ({ groups: [gameGroup], nextCursor: null }));
    const game = await screen.findByRole('article', { name: 'Sunday pickup' });
    fireEvent.click(within(game).getByRole('button', { name: 'Suspend Sam Rivers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Sam Rivers?' });
    const periods = within(dialog).getByRole('group', { name: 'Suspend for' });
    expect(within(periods).getByRole('radio', { name: '7 days' })).toHaveProperty('checked', true);
    fireEvent.click(within(periods).getByRole('radio', { name: 'For good' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Scams players' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend Account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([{ action: 'suspend', userId: 'u-sam', reason: 'Scams players', days: null }]);
  });
});
