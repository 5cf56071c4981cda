import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateGameForm } from './create-game-form.tsx';

// The whole form renders and validates on each step: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

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

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The first Tuesday at least a week ahead (yyyy-MM-dd). */
function nextTuesday(): string {
  const day = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe('Repeats on Create Game', () => {
  it('repeats on the game day by default, says the schedule in plain words, and sends it', async () => {
    const onSubmit = renderForm();
    const date = nextTuesday();
    fireEvent.click(screen.getByRole('radio', { name: /Tennis/ }));
    type('Game Title', 'Tuesday doubles');
    type('Date', date);
    type('Time', '19:00');
    type('Location', 'Zilker Park');
    expect(screen.queryByText(/^Every .* at 19:00/)).toBeNull();

    fireEvent.change(screen.getByLabelText('Repeats'), { target: { value: '1' } });
    expect(screen.getByRole('checkbox', { name: 'Tuesday' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Thursday' }));
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: 'after' } });
    type('Number of games', '8');
    const day = Number(date.slice(8, 10));
    expect(
      screen.getByText(new RegExp(`^Every Tuesday and Thursday at 19:00, starting ${day} \\w{3}, 8 games$`)),
    ).toBeTruthy();
    expect(screen.getByText(/^Next games: Tue /)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create Game' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      date,
      repeats: { weekdays: [2, 4], intervalWeeks: 1, endsAfterCount: 8, endsOn: null, regularsCap: null },
    });
  });

  it('refuses regular spots at the game size beside the field', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: /Tennis/ }));
    type('Game Title', 'Tuesday doubles');
    type('Date', nextTuesday());
    type('Time', '19:00');
    type('Location', 'Zilker Park');
    fireEvent.change(screen.getByLabelText('Repeats'), { target: { value: '2' } });
    type('Regular spots (optional)', '8');
    fireEvent.click(screen.getByRole('button', { name: 'Create Game' }));
    expect(await screen.findByText('Regular spots must be fewer than the maximum players.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
