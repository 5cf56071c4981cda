import { NEW_ITEM_STORAGE_KEY } from '@rally/shared/games/games.limits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NewItemBanner } from './new-item-banner.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function renderBanner() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NewItemBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const store = (marker: unknown) => sessionStorage.setItem(NEW_ITEM_STORAGE_KEY, JSON.stringify(marker));

describe('NewItemBanner', () => {
  it('announces the new game in the spec words, and Maybe Later ends it for good', () => {
    store({ type: 'game', id: 'g1', title: 'Sunday <b>hoops</b>' });
    renderBanner();
    // The title is text, never markup.
    expect(screen.getByText('Your game "Sunday <b>hoops</b>" has been created!')).toBeDefined();
    expect(screen.getByText('Want to invite your friends to join?')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Invite Friends' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('region', { name: 'New game created' })).toBeNull();
    expect(sessionStorage.getItem(NEW_ITEM_STORAGE_KEY)).toBeNull();
  });

  it("announces a new league, and its Invite Friends opens the league's Invite Players dialog", () => {
    store({ type: 'league', id: 'l1', title: 'Tuesday Tennis' });
    renderBanner();
    expect(screen.getByRole('region', { name: 'New league created' })).toBeDefined();
    expect(screen.getByText('Your league "Tuesday Tennis" has been created!')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Invite Friends' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Players' });
    expect((screen.getByLabelText('League link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/leagues/l1`,
    );
    expect(dialog).toBeDefined();
  });

  it('closes with the Close button and clears the marker', () => {
    store({ type: 'game', id: 'g1', title: 'Hoops' });
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/has been created/)).toBeNull();
    expect(sessionStorage.getItem(NEW_ITEM_STORAGE_KEY)).toBeNull();
  });

  it('shows nothing without a marker, or with one it did not write', () => {
    store({ something: 'else' });
    renderBanner();
    expect(screen.queryByText(/has been created/)).toBeNull();
  });
});
