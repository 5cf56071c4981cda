import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { RegistrationPanel } from './registration-panel.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const seasonId = '33333333-3333-4333-8333-333333333333';

function season(viewer: { askForPlacement: boolean; hasAskedForPlacement?: boolean }): SeasonDetail {
  return {
    id: seasonId,
    name: 'Spring 2026',
    viewer: {
      hasAskedForPlacement: viewer.hasAskedForPlacement ?? false,
      can: { askForPlacement: viewer.askForPlacement },
    },
  } as unknown as SeasonDetail;
}

function renderPanel(detail: SeasonDetail) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RegistrationPanel season={detail} />
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RegistrationPanel', () => {
  it('sends the member’s message with their request to be placed, and says the organisers will place them', async () => {
    const fetch = vi.fn().mockResolvedValue(json({ message: 'The organisers will place you in a team' }));
    vi.stubGlobal('fetch', fetch);
    renderPanel(season({ askForPlacement: true }));

    fireEvent.click(screen.getByRole('button', { name: 'Ask to be placed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to be placed' });
    fireEvent.change(screen.getByLabelText('Message to the organisers (optional)'), {
      target: { value: 'Happy in goal' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/seasons/${seasonId}/placement-requests`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ message: 'Happy in goal' });
    expect(await screen.findByText('The organisers will place you in a team')).toBeTruthy();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('refuses a message over the limit in the dialog, sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPanel(season({ askForPlacement: true }));

    fireEvent.click(screen.getByRole('button', { name: 'Ask to be placed' }));
    fireEvent.change(await screen.findByLabelText('Message to the organisers (optional)'), {
      target: { value: 'a'.repeat(301) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Must be at most 300 characters')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers to cancel a request already made, and nothing to a viewer who may not ask', () => {
    renderPanel(season({ askForPlacement: false, hasAskedForPlacement: true }));
    expect(screen.getByText('You asked the organisers to place you in a team.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeTruthy();
    cleanup();
    renderPanel(season({ askForPlacement: false }));
    expect(screen.queryByRole('button', { name: 'Ask to be placed' })).toBeNull();
  });
});
