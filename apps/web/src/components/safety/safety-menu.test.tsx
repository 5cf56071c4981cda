import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafetyMenu } from './safety-menu.tsx';
import { ViewerIdProvider } from './viewer-id.tsx';

const pat = { id: 'user-pat', name: 'Pat Lee' };

afterEach(cleanup);

function renderMenu(viewerId: string | null, props: Partial<ComponentProps<typeof SafetyMenu>> = {}) {
  const menu = (
    <SafetyMenu
      label="More actions for Pat Lee"
      report={{ type: 'profile', id: pat.id, label: pat.name, owner: pat }}
      block={pat}
      {...props}
    />
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      {viewerId ? <ViewerIdProvider viewerId={viewerId}>{menu}</ViewerIdProvider> : menu}
    </QueryClientProvider>,
  );
}

/** Presses the button: the menu loads on demand and opens as it arrives. */
async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'More actions for Pat Lee' }));
  await screen.findByRole('menu', {}, { timeout: 8_000 });
}

describe('SafetyMenu', { timeout: 20_000 }, () => {
  it("offers Report and Block for another player's thing", async () => {
    renderMenu('user-me');
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Report Pat Lee' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Block Pat Lee' })).toBeTruthy();
  });

  it('offers Unblock instead of Block once the viewer blocked them', async () => {
    renderMenu('user-me', { block: { ...pat, blockedByMe: true } });
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Unblock Pat Lee' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Block Pat Lee' })).toBeNull();
  });

  it("shows nothing on the viewer's own things, nor outside the signed-in frame", () => {
    renderMenu('user-pat');
    expect(screen.queryByRole('button', { name: 'More actions for Pat Lee' })).toBeNull();
    cleanup();
    renderMenu(null);
    expect(screen.queryByRole('button', { name: 'More actions for Pat Lee' })).toBeNull();
  });

  it('keeps Report of a game for a player who is not its host, without Block when none is given', async () => {
    renderMenu('user-me', {
      report: { type: 'game', id: 'game-1', label: 'this game', owner: pat },
      block: undefined,
    });
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Report this game' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Block/ })).toBeNull();
  });
});
