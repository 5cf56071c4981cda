import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { directionsUrl, ShareAndDirections, sharePage } from './share-and-directions.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('directionsUrl', () => {
  it('points the maps app at the position when known, else at the place as typed', () => {
    expect(directionsUrl({ label: 'Zilker Park', latitude: 30.267, longitude: -97.77 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=30.267%2C-97.77',
    );
    expect(directionsUrl({ label: 'Riverside Courts, Austin' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Riverside%20Courts%2C%20Austin',
    );
  });
});

describe('sharePage', () => {
  it("opens the phone's share sheet when the browser has one", async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { share, clipboard: { writeText: vi.fn() } });
    await sharePage({ title: 'Sunday Hoops', url: 'https://rally.test/game/1' });
    expect(share).toHaveBeenCalledWith({ title: 'Sunday Hoops', url: 'https://rally.test/game/1' });
  });

  it('copies the link when there is no share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await sharePage({ title: 'Sunday Hoops', url: 'https://rally.test/game/1' });
    expect(writeText).toHaveBeenCalledWith('https://rally.test/game/1');
  });
});

describe('ShareAndDirections', () => {
  it('offers Directions only when there is a place', () => {
    const { rerender } = render(
      <ShareAndDirections title="T" url="/x" destination={{ label: 'Zilker Park' }} />,
    );
    expect(screen.getByRole('link', { name: /Directions to Zilker Park/ }).getAttribute('target')).toBe(
      '_blank',
    );
    rerender(<ShareAndDirections title="T" url="/x" destination={null} />);
    expect(screen.queryByRole('link', { name: /Directions/ })).toBeNull();
  });
});
