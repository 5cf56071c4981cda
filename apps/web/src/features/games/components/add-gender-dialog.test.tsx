import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameDetailFixture } from './game-detail.fixture.ts';
import { JoinActions } from './join-actions.tsx';

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

/** Every request the page sends, with its body, answered with success. */
function recordRequests() {
  // jsdom has no ResizeObserver; a checkbox inside a form measures itself with one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const sent: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      sent.push({
        call: `${init?.method ?? 'GET'} ${path}`,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return json(
        path.endsWith('/gender')
          ? { gender: 'woman', customGender: null }
          : { message: 'Successfully joined the game!' },
      );
    }),
  );
  return sent;
}

const womensGameNeedingGender = () =>
  gameDetailFixture({ gender: 'women', abilities: { canJoin: true, genderRule: 'gender-needed' } });

describe('AddGenderDialog', () => {
  it('asks a player with no gender for one before joining a women’s game, privately, then joins', async () => {
    const sent = recordRequests();
    renderWithClient(<JoinActions game={womensGameNeedingGender()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Join Game' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add your gender' });
    expect(dialog.textContent).toContain("This is a women's game");
    expect(sent).toEqual([]);

    expect(dialog.textContent).toContain('Only you see your gender');
    fireEvent.change(within(dialog).getByLabelText('Gender'), { target: { value: 'woman' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and continue' }));

    await vi.waitFor(() =>
      expect(sent.map((request) => request.call)).toEqual([
        'PUT /api/profiles/me/gender',
        'POST /api/games/game-1/join',
      ]),
    );
    expect(sent[0]?.body).toEqual({ gender: 'woman', customGender: null });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('needs a choice, and the player’s own words with "Other", before saving anything', async () => {
    const sent = recordRequests();
    renderWithClient(<JoinActions game={womensGameNeedingGender()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Join Game' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add your gender' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose your gender.');

    fireEvent.change(within(dialog).getByLabelText('Gender'), { target: { value: 'other' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please describe your gender');
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Your gender'), { target: { value: 'Non-binary' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    await vi.waitFor(() => expect(sent[0]?.call).toBe('PUT /api/profiles/me/gender'));
    expect(sent[0]?.body).toEqual({ gender: 'other', customGender: 'Non-binary' });
  });

  it('does not join after a gender the game does not take; Cancel closes without saving', async () => {
    const sent = recordRequests();
    renderWithClient(<JoinActions game={womensGameNeedingGender()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Join Game' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add your gender' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Join Game' }));
    dialog = await screen.findByRole('dialog', { name: 'Add your gender' });
    fireEvent.change(within(dialog).getByLabelText('Gender'), { target: { value: 'man' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.map((request) => request.call)).toEqual(['PUT /api/profiles/me/gender']);
  });

  it('shows a player the rule turns away whom the game is for, instead of Join', () => {
    renderWithClient(
      <JoinActions game={gameDetailFixture({ gender: 'men', abilities: { genderRule: 'not-allowed' } })} />,
    );
    expect(screen.getByText('This game is for men.')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
