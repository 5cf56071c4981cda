import type { PlaceSuggestion } from '@rally/shared/locations/locations.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationField, type LocationValue } from './location-field.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const places: PlaceSuggestion[] = [
  { name: 'Zilker Park', detail: 'Venue · 2 games', kind: 'venue', latitude: 30.2669, longitude: -97.7729 },
  { name: 'Zilina', detail: 'SK', kind: 'city', latitude: 49.2231, longitude: 18.7394 },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The field with its value kept in state, and the last value it reported shown for the test to read. */
function Harness() {
  const [value, setValue] = useState<LocationValue>({ name: '', latitude: null, longitude: null });
  return (
    <>
      <label htmlFor="place">Location</label>
      <LocationField
        control={{ id: 'place', 'aria-invalid': undefined, 'aria-describedby': undefined }}
        value={value}
        onChange={setValue}
        maxLength={200}
      />
      <output data-testid="coords">
        {value.latitude === null ? 'none' : `${value.latitude},${value.longitude}`}
      </output>
    </>
  );
}

function renderField() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ places })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Location' });
}

describe('LocationField', () => {
  it('suggests places with their kind, and picking one with the keyboard sets its coordinates', async () => {
    const field = renderField();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(field, { target: { value: 'Zil' } });
    const list = await screen.findByRole('listbox', { name: 'Suggested places' });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Zilker ParkVenue · 2 gamesVenue', 'ZilinaSKCity']);

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[1]?.id);
    fireEvent.keyDown(field, { key: 'Enter' });

    expect((field as HTMLInputElement).value).toBe('Zilina');
    expect(screen.getByTestId('coords').textContent).toBe('49.2231,18.7394');
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('drops the coordinates once the text is typed over, and Escape closes the list', async () => {
    const field = renderField();
    fireEvent.change(field, { target: { value: 'Zil' } });
    await screen.findByRole('listbox', { name: 'Suggested places' });
    fireEvent.mouseDown(screen.getByRole('option', { name: /Zilker Park/ }));
    expect(screen.getByTestId('coords').textContent).toBe('30.2669,-97.7729');

    fireEvent.change(field, { target: { value: 'Zilker Park court 3' } });
    expect(screen.getByTestId('coords').textContent).toBe('none');
    await screen.findByRole('listbox', { name: 'Suggested places' });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });
});
