import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-error.ts';
import { newSeasonFormValues } from '../lib/season-form-values.ts';
import { SeasonForm } from './season-form.tsx';

beforeEach(() => {
  // Radix checkboxes measure themselves; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // The venue field asks for place suggestions as the organiser types.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ places: [] }), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(
  onSubmit: (season: unknown) => Promise<unknown> = vi.fn(async () => undefined),
  { rulesLocked = false, defaultValues = newSeasonFormValues('Europe/London') } = {},
) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SeasonForm
        rulesLocked={rulesLocked}
        defaultValues={defaultValues}
        submitLabel="Create season"
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  );
  return onSubmit;
}

function tiebreakerOrder() {
  const list = screen.getByRole('list', { name: 'Tiebreakers, in order' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+\./, '').trim());
}

function fillValidSeason() {
  fireEvent.change(screen.getByLabelText('Season name'), { target: { value: 'Spring 2027' } });
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2027-03-01' } });
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2027-05-31' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Thursday' }));
  fireEvent.change(screen.getByLabelText('Venue 1'), { target: { value: 'Riverside Park' } });
}

describe('SeasonForm', { timeout: 15_000 }, () => {
  it('says under each field what is missing, and sends nothing', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    expect(await screen.findByText('Please give the season a name')).toBeTruthy();
    expect(screen.getByText('Please pick a start date')).toBeTruthy();
    expect(screen.getByText('Pick at least one match day')).toBeTruthy();
    expect(screen.getByText('Please name the venue')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an end date before the start, and points out of range', async () => {
    const onSubmit = renderForm();
    fillValidSeason();
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2027-02-01' } });
    fireEvent.change(screen.getByLabelText('Points for a win'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    expect(await screen.findByText('The end date must be on or after the start date')).toBeTruthy();
    expect(screen.getByText('Points are whole numbers from 0 to 10')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reorders the tiebreakers with Move up and Move down, and sends them in that order', async () => {
    const onSubmit = renderForm();
    expect(tiebreakerOrder()).toEqual(['Head to head', 'Score difference', 'Scored']);
    expect((screen.getByRole('button', { name: 'Move Head to head up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Scored up' }));
    expect(tiebreakerOrder()).toEqual(['Head to head', 'Scored', 'Score difference']);
    expect(screen.getByRole('status').textContent).toBe('Scored is now number 2');
    fireEvent.click(screen.getByRole('button', { name: 'Move Head to head down' }));
    expect(tiebreakerOrder()).toEqual(['Scored', 'Head to head', 'Score difference']);
    // The pressed button keeps the focus after its row moved.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Head to head down'),
    );

    fillValidSeason();
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Spring 2027',
        tiebreakers: ['scored', 'head_to_head', 'score_difference'],
        matchWeekdays: [4],
        matchTimes: ['19:00'],
        points: { win: 3, draw: 1, loss: 0 },
        statLabel: null,
        timeZone: 'Europe/London',
        venues: [{ name: 'Riverside Park', latitude: null, longitude: null }],
      }),
    );
  });

  it("shows the server's refusal by its field, or above the button", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, 'validation_error', 'Check the form', {
          endDate: ['The season is too short for its fixtures'],
        }),
      )
      .mockRejectedValueOnce(
        new ApiError(403, 'forbidden', "Only the league's organisers can create a season"),
      );
    renderForm(onSubmit);
    fillValidSeason();
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    expect(await screen.findByText('The season is too short for its fixtures')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    expect(await screen.findByText("Only the league's organisers can create a season")).toBeTruthy();
  });

  it('adds and removes kick-off times and venues', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add a kick-off time' }));
    expect(screen.getByLabelText('Kick-off time 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove kick-off time 1' }));
    expect(screen.queryByLabelText('Kick-off time 2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a venue' }));
    expect(screen.getByLabelText('Venue 2')).toBeTruthy();
  });

  it('keeps the rules as they are once the fixtures are out, and still saves the name', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit, {
      rulesLocked: true,
      defaultValues: {
        ...newSeasonFormValues('Europe/London'),
        name: 'Spring 2027',
        startDate: '2027-03-01',
        endDate: '2027-05-31',
        matchWeekdays: [4],
        venues: [{ name: 'Riverside Park', latitude: null, longitude: null }],
      },
    });
    expect(screen.getByText(/The fixtures are out: the dates, format/)).toBeTruthy();
    expect(screen.getByLabelText('Start date').matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move Scored up' }).matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Season name').matches(':disabled')).toBe(false);
    fireEvent.change(screen.getByLabelText('Season name'), { target: { value: 'Spring Cup 2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Spring Cup 2027' })),
    );
  });
});
