import type { InvitableFriend } from '@rally/shared/games/games.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteFriendsDialog } from './invite-friends-dialog.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const friend = (name: string, status: InvitableFriend['status'], sports: string[] = []): InvitableFriend => ({
  id: `id-${name}`,
  name,
  username: name.toLowerCase(),
  avatarUrl: null,
  sports,
  status,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(onInvited = () => {}, onOpenChange = (_open: boolean) => {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <InviteFriendsDialog
          gameId="g1"
          gameTitle="Sunday Hoops"
          open
          onOpenChange={onOpenChange}
          onInvited={onInvited}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('InviteFriendsDialog', () => {
  it('shows two sport badges and a count, disables friends already in with the reason, and asks for a pick first', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posted.push({ path, body: JSON.parse(String(init.body)) });
          return json({ message: 'Invitations sent!' });
        }
        return json({
          friends: [
            friend('Ana', 'available', ['tennis', 'soccer', 'golf', 'chess']),
            friend('Bob', 'participant'),
            friend('Cleo', 'invited'),
          ],
        });
      }),
    );
    const onInvited = vi.fn();
    const onOpenChange = vi.fn();
    renderDialog(onInvited, onOpenChange);

    const dialog = await screen.findByRole('dialog', { name: 'Invite Friends' });
    const ana = await within(dialog).findByRole('checkbox', { name: 'Ana' });
    expect(within(dialog).getByText('+2')).toBeDefined();
    expect(within(dialog).getByText('Tennis')).toBeDefined();
    expect(within(dialog).queryByText('Golf')).toBeNull();
    const bob = within(dialog).getByRole('checkbox', { name: 'Bob' });
    expect((bob as HTMLButtonElement).disabled).toBe(true);
    expect(bob.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Already playing')).toBeDefined();
    expect(within(dialog).getByText('Already invited')).toBeDefined();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invitations' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please select at least one friend to invite.',
    );
    expect(posted).toEqual([]);

    fireEvent.click(ana);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await vi.waitFor(() => expect(onInvited).toHaveBeenCalled());
    expect(posted).toEqual([{ path: '/api/games/g1/invitations', body: { userIds: ['id-Ana'] } }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says when the host has no friends to invite yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ friends: [] })),
    );
    renderDialog();
    expect(await screen.findByText('No friends to invite yet')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });
});
