import type { ReviewPage as ReviewPageData } from '@rally/shared/reviews/reviews.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewPage } from './review-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const person = (id: string, name: string | null) => ({ id, name, username: id, avatarUrl: null });

function pageData(overrides: Partial<ReviewPageData> = {}): ReviewPageData {
  return {
    game: {
      id: 'game-1',
      title: 'Sunday soccer',
      sport: 'soccer',
      date: '2026-11-22',
      time: '18:30',
      timeZone: 'UTC',
      startsAt: '2026-11-22T18:30:00.000Z',
      location: 'Central Park',
      description: 'Bring water',
      host: person('host', 'Hana Host'),
    },
    completed: true,
    isPlayer: true,
    reviewable: [person('host', 'Hana Host'), person('cleo', null)],
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(answer: (path: string, init?: RequestInit) => Response) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => answer(path, init));
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ReviewPage gameId="game-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('ReviewPage', () => {
  it('shows the game with its host and, before the start, only the spec notice', async () => {
    renderPage(() => json(pageData({ completed: false, reviewable: [] })));
    expect(screen.getByText('Loading game details...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sunday soccer' })).toBeTruthy();
    expect(screen.getByText('Hosted by Hana Host')).toBeTruthy();
    expect(screen.getByText('Central Park')).toBeTruthy();
    expect(screen.getByText('Sunday, November 22, 2026 at 6:30 PM')).toBeTruthy();
    expect(
      screen.getByText(
        "This game hasn't taken place yet. Reviews will be available after the game time has passed.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
  });

  it('says Game not found with a way back to My Games when the game is missing', async () => {
    renderPage(() => json({ code: 'not_found', message: 'Game not found' }, 404));
    expect(
      await screen.findByText("The game you're looking for doesn't exist or has been removed."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Games' }).getAttribute('href')).toBe('/my-games');
  });

  it('sends the chosen player, stars and comment, then drops the player and starts the form over', async () => {
    const sent: unknown[] = [];
    renderPage((path, init) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        sent.push({ path, body });
        return json(
          {
            id: 'review-1',
            gameId: 'game-1',
            reviewedUserId: body.reviewedUserId,
            rating: body.rating,
            comment: body.comment,
            createdAt: '2026-11-23T00:00:00.000Z',
          },
          201,
        );
      }
      // Like the server, the page leaves out whoever has been reviewed.
      const reviewed = new Set(
        sent.map((item) => (item as { body: { reviewedUserId: string } }).body.reviewedUserId),
      );
      const data = pageData();
      return json({ ...data, reviewable: data.reviewable.filter((person) => !reviewed.has(person.id)) });
    });
    const player = (await screen.findByLabelText('Player to review')) as HTMLSelectElement;
    expect([...player.options].map((option) => option.text)).toEqual(['Hana Host', 'Unknown Player']);
    expect((screen.getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(player, { target: { value: 'cleo' } });
    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    fireEvent.change(screen.getByLabelText('Comment (optional)'), { target: { value: ' Good sport ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));

    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          path: '/api/games/game-1/reviews',
          body: { reviewedUserId: 'cleo', rating: 3, comment: 'Good sport' },
        },
      ]),
    );
    await vi.waitFor(() =>
      expect(
        [...(screen.getByLabelText('Player to review') as HTMLSelectElement).options].map(
          (option) => option.text,
        ),
      ).toEqual(['Hana Host']),
    );
    expect((screen.getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Comment (optional)') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the spec text for a profane comment and sends nothing', async () => {
    const fetch = renderPage(() => json(pageData()));
    await screen.findByLabelText('Player to review');
    fireEvent.change(screen.getByLabelText('Comment (optional)'), {
      target: { value: 'what a fucking jerk' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(
      await screen.findByText('Your review contains profanity. Please keep reviews appropriate.'),
    ).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});
