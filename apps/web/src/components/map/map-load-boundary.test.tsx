import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapLoadBoundary } from './map-load-boundary.tsx';

function BrokenMap(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

afterEach(cleanup);

describe('MapLoadBoundary', () => {
  it('shows the page around a map that failed to load, with a way to reload', () => {
    // React reports the caught error on the console; here it is the expected outcome, not a hidden failure.
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>Find Games</h1>
        <MapLoadBoundary>
          <BrokenMap />
        </MapLoadBoundary>
      </main>,
    );
    report.mockRestore();
    expect(screen.getByRole('heading', { name: 'Find Games' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The map could not be loaded.');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });

  it('shows the map itself when it loads', () => {
    render(
      <MapLoadBoundary>
        <p>the map</p>
      </MapLoadBoundary>,
    );
    expect(screen.getByText('the map')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
