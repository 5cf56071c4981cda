import { gameMessages } from '@rally/shared/games/games.messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateGameForm } from './create-game-form.tsx';

beforeEach(() => {
  // The private switch measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(onSubmit = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CreateGameForm onSubmit={onSubmit} submitting={false} failure={null} />
    </QueryClientProvider>,
  );
  return onSubmit;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Game' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CreateGameForm', () => {
  it('asks for a sport and every required field when submitted empty, and sends nothing', async () => {
    const onSubmit = renderForm();
    submit();
    expect(await screen.findByText(gameMessages.sportRequired)).toBeDefined();
    // Title, date, time and location each say so beside the field.
    expect(screen.getAllByText(gameMessages.requiredFields)).toHaveLength(4);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('warns below 2 players while typing, allows an empty box, and refuses it on submit', async () => {
    renderForm();
    const maxPlayers = screen.getByLabelText('Max Players');
    expect((maxPlayers as HTMLInputElement).value).toBe('8');
    fireEvent.change(maxPlayers, { target: { value: '1' } });
    expect(await screen.findByText(gameMessages.minPlayersHint)).toBeDefined();
    fireEvent.change(maxPlayers, { target: { value: '' } });
    expect(screen.queryByText(gameMessages.minPlayersHint)).toBeNull();
    submit();
    expect(await screen.findByText(gameMessages.minPlayers)).toBeDefined();
  });

  it('shows the cost amount only for a paid venue, and requires it then', async () => {
    renderForm();
    expect(screen.queryByLabelText('Cost per Player ($)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Venue Cost'), { target: { value: 'paid' } });
    expect(screen.getByLabelText('Cost per Player ($)')).toBeDefined();
    submit();
    expect(await screen.findByText(gameMessages.costRequired)).toBeDefined();
  });

  it('refuses a title with profanity in the spec words', async () => {
    renderForm();
    type('Game Title', 'shit game');
    submit();
    expect(
      await screen.findByText('Your game title contains profanity. Please choose a different title.'),
    ).toBeDefined();
  });

  it('sends a complete game with the browser time zone and no coordinates for typed text', async () => {
    const onSubmit = renderForm();
    // A month ahead: within the two years a game may be scheduled.
    const date = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    fireEvent.click(screen.getByRole('radio', { name: /Tennis/ }));
    type('Game Title', 'Evening doubles');
    type('Date', date);
    type('Time', '18:30');
    type('Location', 'Zilker Park');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      sport: 'tennis',
      title: 'Evening doubles',
      date,
      time: '18:30',
      location: 'Zilker Park',
      latitude: null,
      longitude: null,
      maxPlayers: 8,
      skillLevel: 'any',
      gender: 'co-ed',
      venueCost: 'free',
      costAmount: null,
      isPrivate: false,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });
});

describe('CreateGameForm in edit mode', () => {
  const date = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const initialValues = {
    sport: 'tennis',
    title: 'Evening doubles',
    date,
    time: '19:00',
    timeZone: 'America/Chicago',
    location: 'Zilker Park',
    latitude: null,
    longitude: null,
    maxPlayers: 6,
    isPrivate: false,
    skillLevel: 'casual',
    gender: 'co-ed',
    venueCost: 'paid',
    costAmount: 5,
    description: 'Bring balls',
  } as const;

  function renderEditForm(fieldErrors?: Record<string, string[]>, onSubmit = vi.fn()) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <CreateGameForm
          onSubmit={onSubmit}
          submitting={false}
          failure={null}
          editing={{ initialValues, fieldErrors }}
        />
      </QueryClientProvider>,
    );
    return onSubmit;
  }

  it("starts from the game's values and saves the changes in the game's own zone", async () => {
    const onSubmit = renderEditForm();
    expect((screen.getByLabelText('Game Title') as HTMLInputElement).value).toBe('Evening doubles');
    expect((screen.getByLabelText('Time') as HTMLInputElement).value).toBe('19:00');
    expect((screen.getByLabelText('Max Players') as HTMLInputElement).value).toBe('6');
    expect((screen.getByLabelText('Cost per Player ($)') as HTMLInputElement).value).toBe('5');
    expect(screen.queryByRole('button', { name: 'Create Game' })).toBeNull();

    type('Time', '18:30');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      ...initialValues,
      time: '18:30',
      // The game's zone, not the browser's: a host editing from elsewhere keeps the game's wall clock.
      timeZone: 'America/Chicago',
    });
  });

  it("shows the server's refusal beside the field it is about", async () => {
    const message = '4 players are already in this game: the maximum cannot be lower than 4.';
    renderEditForm({ maxPlayers: [message] });
    expect(await screen.findByText(message)).toBeDefined();
  });

  it('shows the fair-play requirement back and sends the changed one', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const onSubmit = vi.fn();
    render(
      <QueryClientProvider client={queryClient}>
        <CreateGameForm
          onSubmit={onSubmit}
          submitting={false}
          failure={null}
          editing={{
            initialValues: {
              ...initialValues,
              minFairPlay: 'good',
              newPlayersWelcome: false,
              waitlistByFairPlay: false,
            },
          }}
        />
      </QueryClientProvider>,
    );
    const needed = screen.getByLabelText('Fair-play record needed') as HTMLSelectElement;
    const newPlayers = screen.getByLabelText('New players can join') as HTMLInputElement;
    expect(needed.value).toBe('good');
    expect(newPlayers.checked).toBe(false);
    expect(newPlayers.disabled).toBe(false);

    fireEvent.change(needed, { target: { value: 'great' } });
    fireEvent.click(screen.getByLabelText('Waitlist: seat players with a better record first'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      minFairPlay: 'great',
      newPlayersWelcome: false,
      waitlistByFairPlay: true,
    });

    // Anyone may join: whether new players may is moot, so the box rests.
    fireEvent.change(needed, { target: { value: '' } });
    expect((screen.getByLabelText('New players can join') as HTMLInputElement).disabled).toBe(true);
    // The whole form renders several times over: a busy machine needs more than the default 5 s.
  }, 20_000);
});
