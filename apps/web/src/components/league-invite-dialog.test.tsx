import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeagueInviteDialog } from './league-invite-dialog.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(onInvited = () => {}, onOpenChange = (_open: boolean) => {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LeagueInviteDialog
        leagueId="league-1"
        leagueName="Tuesday Tennis"
        open
        onOpenChange={onOpenChange}
        onInvited={onInvited}
      />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Invite Players' });
}

describe('LeagueInviteDialog', () => {
  it("shows the league's link read-only, asks for an address before sending, and sends the list", async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        posted.push({ path, body: JSON.parse(String(init?.body)) });
        return json({ message: 'Invitations sent!', sent: 2 });
      }),
    );
    const onInvited = vi.fn();
    const onOpenChange = vi.fn();
    const dialog = renderDialog(onInvited, onOpenChange);

    const link = within(dialog).getByLabelText('League link') as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/leagues/league-1`);
    expect(link.readOnly).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invitations' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter at least one email address.');
    expect(posted).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Email invitations'), {
      target: { value: 'Ana@example.com,  bo@example.com ,' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invitations' }));
    await waitFor(() => expect(onInvited).toHaveBeenCalled());
    expect(posted).toEqual([
      {
        path: '/api/leagues/league-1/invitations',
        body: { emails: 'ana@example.com, bo@example.com' },
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('names the addresses the server refused inside the dialog, and stays open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ code: 'invalid_emails', message: 'These addresses are not valid: nope, also@bad' }, 400),
      ),
    );
    const onInvited = vi.fn();
    const dialog = renderDialog(onInvited);
    fireEvent.change(within(dialog).getByLabelText('Email invitations'), {
      target: { value: 'nope, also@bad' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invitations' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'These addresses are not valid: nope, also@bad',
    );
    expect(onInvited).not.toHaveBeenCalled();
  });
});
