import { SPORTS } from '@rally/shared/sports';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SportIcon } from './sport-icon.tsx';
import { SPORT_ICON_FILES } from './sport-icon-files.ts';

describe('SportIcon', () => {
  it('has a bundled picture for every one of the 45 sports', () => {
    const missing = SPORTS.filter((sport) => !SPORT_ICON_FILES[sport.icon]).map((sport) => sport.name);
    expect(missing).toEqual([]);
  });

  it('draws an unknown sport with the medal', () => {
    render(<SportIcon sport="quidditch" label="named" />);
    expect(screen.getByRole('img', { name: 'Quidditch' }).getAttribute('src')).toBe(SPORT_ICON_FILES['🏅']);
  });

  it('is hidden from screen readers beside a visible label, and named when alone', () => {
    const { container } = render(
      <>
        <SportIcon sport="tennis" />
        <SportIcon sport="disc golf" label="named" />
      </>,
    );
    expect(screen.queryByRole('img', { name: 'Tennis' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Disc Golf' })).toBeTruthy();
    expect(container.querySelector('img[aria-hidden="true"]')?.getAttribute('alt')).toBe('');
  });
});
