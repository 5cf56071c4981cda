import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameDetailFixture } from './game-detail.fixture.ts';
import { TeamsCard } from './teams-card.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderCard = (game: ReturnType<typeof gameDetailFixture>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TeamsCard game={game} />
    </QueryClientProvider>,
  );

const published = {
  publishedAt: '2026-12-06T18:00:00.000Z',
  teams: [
    {
      no: 1,
      name: 'Reds',
      score: 5,
      average: 2.5,
      members: [{ userId: 'host-1', guestId: null, name: 'Hana Host' }],
    },
    {
      no: 2,
      name: 'Blues',
      score: 3,
      average: 2,
      members: [{ userId: 'p-2', guestId: null, name: 'Pat Player' }],
    },
  ],
};

const member = (name: string, userId: string, strength: number) => ({
  userId,
  guestId: null,
  name,
  strength,
});

describe('TeamsCard', () => {
  it('shows nothing to a player when no teams are published', () => {
    renderCard(gameDetailFixture());
    expect(screen.queryByRole('region', { name: 'Teams' })).toBeNull();
  });

  it("shows each team's members, average and score, and the result", () => {
    renderCard(
      gameDetailFixture({
        teams: published,
        result: {
          recordedAt: '2026-12-06T20:00:00.000Z',
          winner: 1,
          editableUntil: '2026-12-08T18:30:00.000Z',
        },
      }),
    );
    const card = screen.getByRole('region', { name: 'Teams' });
    expect(within(card).getByText('Reds won 5–3')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Blues players' })).getByText('Pat Player')).toBeTruthy();
    expect(
      within(card)
        .getAllByText(/average/)
        .map((node) => node.textContent),
    ).toEqual(['1 player · average 2.5', '1 player · average 2']);
    expect(within(card).queryByRole('button', { name: 'Make teams' })).toBeNull();
  });

  it('lets the host make teams, move a player to another team, name them and publish them', async () => {
    const sent: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        sent.push({ path, body: JSON.parse(String(init?.body)) });
        if (path.endsWith('/teams/draft')) {
          return json({
            seed: 1,
            teams: [
              {
                no: 1,
                name: 'Team 1',
                average: 3,
                members: [member('Hana Host', 'host-1', 4), member('Pat', 'p-2', 2)],
              },
              { no: 2, name: 'Team 2', average: 3, members: [member('Olly', 'p-3', 3)] },
            ],
          });
        }
        return json({ message: 'Teams published' });
      }),
    );
    renderCard(gameDetailFixture({ abilities: { canMakeTeams: true } }));

    fireEvent.click(screen.getByRole('button', { name: 'Make teams' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make teams' }, { timeout: 5_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make teams' }));
    const patTeam = await within(dialog).findByRole('combobox', { name: 'Team for Pat' }, { timeout: 5_000 });
    fireEvent.change(patTeam, { target: { value: '1' } });
    expect(
      within(dialog)
        .getAllByText(/average/)
        .map((node) => node.textContent),
    ).toEqual(['1 player · average 4', '2 players · average 2.5']);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Team 1 name' }), {
      target: { value: 'Reds' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish teams' }));

    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      path: expect.stringMatching(/\/api\/games\/game-1\/teams$/),
      body: {
        teams: [
          { name: 'Reds', members: [{ userId: 'host-1' }] },
          { name: 'Team 2', members: [{ userId: 'p-3' }, { userId: 'p-2' }] },
        ],
      },
    });
  });
});
