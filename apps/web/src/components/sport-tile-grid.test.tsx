import type { SportName } from '@rally/shared/sports';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SportTileGrid } from './sport-tile-grid.tsx';

afterEach(cleanup);

function OneSport() {
  const [value, setValue] = useState<SportName | undefined>();
  return <SportTileGrid value={value} onChange={setValue} searchPlaceholder="Search sports" />;
}

function ManySports() {
  const [selected, setSelected] = useState<SportName[]>([]);
  const toggle = (sport: SportName) =>
    setSelected((now) => (now.includes(sport) ? now.filter((s) => s !== sport) : [...now, sport]));
  return <SportTileGrid multiple selected={selected} onToggle={toggle} searchPlaceholder="Tennis, yoga…" />;
}

/** A sport's radio by its value: querying 45 radios by accessible name is slow on a busy machine. */
const radio = (sport: string) =>
  document.querySelector<HTMLInputElement>(`input[type="radio"][value="${sport}"]`);

/** A sport's toggle by its label (after the emoji, so Tennis is not Table Tennis), found the same quick way. */
const toggleOf = (label: string) =>
  [...document.querySelectorAll('button')].find((button) =>
    new RegExp(`^\\W*${label}$`, 'u').test(button.textContent ?? ''),
  );

const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search sports' }), { target: { value: text } });

describe('SportTileGrid', () => {
  it('chooses one sport as a radio, and keeps the choice listed when a search hides the others', () => {
    render(<OneSport />);
    fireEvent.click(radio('tennis')!);
    fireEvent.click(radio('soccer')!);
    expect(radio('soccer')?.checked).toBe(true);
    expect(radio('tennis')?.checked).toBe(false);

    search('hockey');
    const shown = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map(
      (input) => input.value,
    );
    expect(shown.sort()).toEqual(['hockey', 'ice hockey', 'soccer']);
  });

  it('toggles several sports as pressed buttons, and says when a search matches none', () => {
    render(<ManySports />);
    fireEvent.click(toggleOf('Tennis')!);
    fireEvent.click(toggleOf('Yoga')!);
    fireEvent.click(toggleOf('Tennis')!);
    expect(toggleOf('Yoga')?.getAttribute('aria-pressed')).toBe('true');
    expect(toggleOf('Tennis')?.getAttribute('aria-pressed')).toBe('false');

    search('quidditch');
    expect(document.querySelectorAll('button')).toHaveLength(0);
    expect(screen.getByText('No sports match “quidditch”.')).toBeDefined();
  });
});
