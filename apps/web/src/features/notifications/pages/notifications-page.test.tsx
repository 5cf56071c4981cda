import type { Notification } from '@rally/shared/notifications/notifications.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsPage } from './notifications-page.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const notice = (type: Notification['type'], title: string, message: string): Notification => ({
  id: `00000000-0000-4000-8000-00000000000${type === 'account_warning' ? 1 : 2}`,
  type,
  title,
  message,
  relatedId: null,
  relatedUserId: null,
  read: false,
  createdAt: '2026-11-27T12:00:00.000Z',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/notifications/all']}>
        <NotificationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NotificationsPage filter', () => {
  it("offers an Account filter that asks for the account's notices and shows a warning there, not among games", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        asked.push(path);
        const notifications = path.includes('kind=account')
          ? [notice('account_warning', 'A warning from the moderators', 'A moderator warned you: rude chat')]
          : [];
        return json({ notifications, unreadCount: notifications.length, nextCursor: null });
      }),
    );
    renderPage();

    const filters = await screen.findByRole('group', { name: 'Show notifications about' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Games', 'Leagues', 'Friends', 'Account']);
    fireEvent.click(within(filters).getByRole('button', { name: 'Games' }));
    expect(await screen.findByText('No game notifications')).toBeDefined();

    fireEvent.click(within(filters).getByRole('button', { name: 'Account' }));

    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByText('A warning from the moderators')).toBeDefined();
    expect(within(filters).getByRole('button', { name: 'Account' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(asked.some((path) => path.includes('kind=account'))).toBe(true);
    expect(asked.some((path) => path.includes('kind=games'))).toBe(true);
  });

  it('says what the Account filter would hold when it is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ notifications: [], unreadCount: 0, nextCursor: null })),
    );
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Account' }));

    expect(await screen.findByText('No account notifications')).toBeDefined();
    expect(
      screen.getByText("A moderator's warning and news of the reports you made show up here."),
    ).toBeDefined();
  });
});
