import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateLeagueForm } from './create-league-form.tsx';

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
  // The place field asks for suggestions as the player types.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ places: [] }), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <Toaster />
        <CreateLeagueForm onSubmit={onSubmit} submitting={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onSubmit;
}

describe('CreateLeagueForm', { timeout: 15_000 }, () => {
  it("asks for name, sport and skill level in the spec's words, with 12 members by default", async () => {
    const onSubmit = renderForm();
    expect((screen.getByLabelText('Maximum Members') as HTMLInputElement).value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Create League' }));
    await waitFor(() =>
      expect(screen.getAllByText('Please fill out all required fields.').length).toBeGreaterThanOrEqual(3),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a profane name under Inappropriate Content, and sends a clean league with its Private choice', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('League Name'), { target: { value: 'Shitty Serves' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Tennis' }));
    fireEvent.change(screen.getByLabelText('Skill Level'), { target: { value: 'casual' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByText('Inappropriate Content')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('League Name'), { target: { value: 'Sharp Serves' } });
    fireEvent.change(screen.getByLabelText('Maximum Members'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Private League' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create League' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Sharp Serves',
      sport: 'tennis',
      skillLevel: 'casual',
      maxMembers: 20,
      description: null,
      isPrivate: true,
      place: null,
      latitude: null,
      longitude: null,
    });
  });

  it('sends a typed place without a position, for the server to locate', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('League Name'), { target: { value: 'Lakeside Rowers' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Rowing' }));
    fireEvent.change(screen.getByLabelText('Skill Level'), { target: { value: 'casual' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Place \(optional\)/ }), {
      target: { value: 'Lady Bird Lake' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create League' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      place: 'Lady Bird Lake',
      latitude: null,
      longitude: null,
    });
  });
});
