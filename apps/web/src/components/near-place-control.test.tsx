import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberedChoice, resetPlayerPlaceForTests } from '../lib/player-place.ts';
import { NearPlaceControl } from './near-place-control.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  resetPlayerPlaceForTests();
});

/** The server places the player at their profile's Austin, or names the position sent as "Near Leeds". */
function renderControl() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      if (path.startsWith('/api/locations/places')) {
        return json({
          places: [
            { name: 'Toronto', detail: 'ON, CA', kind: 'city', latitude: 43.6532, longitude: -79.3832 },
          ],
        });
      }
      const sent = new URL(path, 'http://rally.test').searchParams;
      return json({
        position: sent.has('lat')
          ? {
              latitude: Number(sent.get('lat')),
              longitude: Number(sent.get('lng')),
              source: 'device',
              label: 'Leeds, GB',
            }
          : { ...AUSTIN, source: 'profile', label: 'Austin, TX' },
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <NearPlaceControl />
    </QueryClientProvider>,
  );
  return asked;
}

/** A browser whose geolocation answers Leeds, and whose permission for it is `state`. */
function stubBrowserPosition(state: PermissionState) {
  const getCurrentPosition = vi.fn((success: PositionCallback) =>
    success({ coords: { latitude: 53.8008, longitude: -1.5491 } } as GeolocationPosition),
  );
  vi.stubGlobal('navigator', {
    ...navigator,
    language: 'en-GB',
    geolocation: { getCurrentPosition },
    permissions: { query: vi.fn(async () => ({ state })) },
  });
  return getCurrentPosition;
}

describe('NearPlaceControl', () => {
  it('names the profile place when nothing else is known, without asking the browser', async () => {
    const getCurrentPosition = stubBrowserPosition('prompt');
    const asked = renderControl();
    expect(await screen.findByText('Near Austin, TX')).toBeTruthy();
    expect(screen.getByText('Distances are from your profile location.')).toBeTruthy();
    expect(asked).toEqual(['/api/locations/position']);
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('says nothing of a missing place while the profile place is still being asked for', async () => {
    const getCurrentPosition = stubBrowserPosition('prompt');
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NearPlaceControl />
      </QueryClientProvider>,
    );
    // The browser's permission is known (the place settled), the profile's place not yet.
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.getByText('Finding where you are...')).toBeTruthy();
    expect(screen.queryByText(/Distances appear once/)).toBeNull();
    answer(json({ position: { ...AUSTIN, source: 'profile', label: 'Austin, TX' } }));
    expect(await screen.findByText('Distances are from your profile location.')).toBeTruthy();
  });

  it('reads the browser position on load when the player already allowed it', async () => {
    const getCurrentPosition = stubBrowserPosition('granted');
    const asked = renderControl();
    expect(await screen.findByText('Near Leeds, GB')).toBeTruthy();
    expect(screen.getByText('Distances are from your current location.')).toBeTruthy();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(asked).toEqual(['/api/locations/position?lat=53.8008&lng=-1.5491']);
  });

  it('asks the browser only on "Use my location", and goes back to the profile place', async () => {
    const getCurrentPosition = stubBrowserPosition('prompt');
    renderControl();
    await screen.findByText('Near Austin, TX');
    fireEvent.click(screen.getByRole('button', { name: 'Change where you are' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Near Leeds, GB')).toBeTruthy();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(rememberedChoice()).toEqual({ kind: 'device', lat: 53.8008, lng: -1.5491 });

    fireEvent.click(screen.getByRole('button', { name: 'Change where you are' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use my profile location' }));
    expect(await screen.findByText('Near Austin, TX')).toBeTruthy();
    expect(rememberedChoice()).toBeNull();
  });

  it('takes a typed place from the suggestions and keeps it for the session', async () => {
    stubBrowserPosition('denied');
    renderControl();
    await screen.findByText('Near Austin, TX');
    fireEvent.click(screen.getByRole('button', { name: 'Change where you are' }));
    const field = screen.getByRole('combobox', { name: 'Or type a place' });
    fireEvent.change(field, { target: { value: 'Toro' } });
    const option = await screen.findByRole('option', { name: /Toronto/ });
    fireEvent.mouseDown(option);
    await waitFor(() => expect(screen.getByText('Near Toronto')).toBeTruthy());
    expect(screen.getByText('Distances are from Toronto.')).toBeTruthy();
    expect(rememberedChoice()).toEqual({ kind: 'typed', lat: 43.6532, lng: -79.3832, label: 'Toronto' });
  });
});
