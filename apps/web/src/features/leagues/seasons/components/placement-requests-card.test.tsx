import type { SeasonDetail, SeasonTeam } from '@rally/shared/seasons/seasons.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { PlacementRequestsCard } from './placement-requests-card.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const person = (id: string, name: string) => ({ id, name, username: name.toLowerCase(), avatarUrl: null });
const sam = person('sam', 'Sam Asker');

const team = (id: string, name: string, playerCount: number): SeasonTeam => ({
  id,
  name,
  colour: '#1d4ed8',
  captain: person(`${id}-cap`, `${name} Captain`),
  players: Array.from({ length: playerCount }, (_, index) => person(`${id}-${index}`, `${name} ${index}`)),
  playerCount,
});

const acesId = '11111111-1111-4111-8111-111111111111';
const blazersId = '22222222-2222-4222-8222-222222222222';

function season(teams: SeasonTeam[]): SeasonDetail {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    rosterSize: 2,
    teams,
    placementRequests: [{ user: sam, message: 'Happy in goal', createdAt: '2027-01-01T00:00:00Z' }],
  } as unknown as SeasonDetail;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlacementRequestsCard', () => {
  it('lists each request with its message and offers only the teams with room', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PlacementRequestsCard season={season([team(acesId, 'Aces', 2), team(blazersId, 'Blazers', 1)])} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('“Happy in goal”')).toBeTruthy();
    const select = screen.getByLabelText('Place Sam Asker in') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Blazers']);
  });

  it('places the member on the team the list shows when the one picked filled up meanwhile', async () => {
    const fetch = vi.fn().mockResolvedValue(json(team(blazersId, 'Blazers', 2)));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    const shown = (detail: SeasonDetail): ReactElement => (
      <QueryClientProvider client={client}>
        <PlacementRequestsCard season={detail} />
        <Toaster />
      </QueryClientProvider>
    );
    const { rerender } = render(shown(season([team(acesId, 'Aces', 1), team(blazersId, 'Blazers', 1)])));
    expect((screen.getByLabelText('Place Sam Asker in') as HTMLSelectElement).value).toBe(acesId);

    // Someone joins the Aces while the organiser looks at the card (the page follows the season live).
    rerender(shown(season([team(acesId, 'Aces', 2), team(blazersId, 'Blazers', 1)])));
    expect((screen.getByLabelText('Place Sam Asker in') as HTMLSelectElement).value).toBe(blazersId);
    fireEvent.click(screen.getByRole('button', { name: 'Place' }));

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/season-teams/${blazersId}/players/sam`);
    expect(init.method).toBe('PUT');
    expect(await screen.findByText('Sam Asker is on Blazers')).toBeTruthy();
  });
});
