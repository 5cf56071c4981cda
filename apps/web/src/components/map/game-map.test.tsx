import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GameMap } from './game-map.tsx';
import type { MapMarker, MapPoint } from './map-types.ts';

const markers: MapMarker[] = [
  {
    id: 'a',
    latitude: 30.27,
    longitude: -97.74,
    title: 'Zilker Park',
    detail: '3 games',
    href: '/find?location=Zilker%20Park',
  },
  { id: 'b', latitude: 51.5, longitude: -0.12, title: 'Hyde Park <b>', href: '/find?location=Hyde' },
];

function renderMap(props: Partial<Parameters<typeof GameMap>[0]> = {}) {
  const router = createMemoryRouter(
    [{ path: '*', element: <GameMap label="Map of venues" markers={markers} {...props} /> }],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('GameMap', () => {
  // jsdom lays nothing out, and Leaflet draws only the pins inside the map's size: give it one.
  const sized = ['clientWidth', 'clientHeight'] as const;
  const originals = sized.map((key) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
  beforeAll(() => {
    // jsdom has no ResizeObserver; the map only needs one to exist.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    for (const key of sized)
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => 600 });
  });
  afterEach(cleanup);
  afterAll(() => {
    vi.unstubAllGlobals();
    sized.forEach((key, index) => {
      const original = originals[index];
      if (original) Object.defineProperty(HTMLElement.prototype, key, original);
    });
  });

  it('shows a named map with one keyboard-reachable pin per place and the tile credit', async () => {
    renderMap();
    const map = await screen.findByRole('region', { name: 'Map of venues' }, { timeout: 10_000 });
    expect(map).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zilker Park' })).toBeTruthy());
    const pin = screen.getByRole('button', { name: 'Hyde Park <b>' });
    expect(pin.getAttribute('tabindex')).toBe('0');
    expect(map.textContent).toContain('OpenStreetMap');
  });

  it("opens a pin's popup with its title as text and a link to its page", async () => {
    renderMap();
    const pin = await screen.findByRole('button', { name: 'Hyde Park <b>' }, { timeout: 10_000 });
    act(() => pin.click());
    const link = await screen.findByRole('link', { name: 'View details' });
    expect(link.getAttribute('href')).toBe('/find?location=Hyde');
    expect(link.parentElement?.querySelector('b')).toBeNull();
    expect(link.parentElement?.textContent).toContain('Hyde Park <b>');
  });

  it('picks the clicked point and shows it as the chosen place', async () => {
    const picks: MapPoint[] = [];
    const { rerender } = render(<PickerMap picked={null} onPick={(point) => picks.push(point)} />);
    const map = await screen.findByRole('region', { name: 'Choose the place' }, { timeout: 10_000 });
    fireEvent.click(map, { clientX: 300, clientY: 300 });
    expect(picks).toHaveLength(1);
    expect(picks[0]?.latitude).toBeCloseTo(30.27, 1);
    expect(picks[0]?.longitude).toBeCloseTo(-97.74, 1);
    rerender(<PickerMap picked={picks[0] ?? null} onPick={() => {}} />);
    expect(await screen.findByAltText('Chosen place')).toBeTruthy();
  });
});

/** A picker map centred on Austin, as the create form would use it. */
function PickerMap({ picked, onPick }: { picked: MapPoint | null; onPick: (point: MapPoint) => void }) {
  return (
    <MemoryRouter>
      <GameMap
        label="Choose the place"
        markers={noMarkers}
        center={{ latitude: 30.27, longitude: -97.74 }}
        picked={picked}
        onPick={onPick}
      />
    </MemoryRouter>
  );
}
const noMarkers: MapMarker[] = [];
