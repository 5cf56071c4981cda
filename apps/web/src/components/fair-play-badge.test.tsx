import { FAIR_PLAY_LEVELS } from '@rally/shared/fair-play/fair-play.constants';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FairPlayBadge } from './fair-play-badge.tsx';

afterEach(cleanup);

const badgeOf = (container: HTMLElement) => container.querySelector('[data-fair-play-level]');

describe('FairPlayBadge', () => {
  it('shows the level in words after "Fair play:", in its text and its tooltip', () => {
    const { container } = render(<FairPlayBadge level="good" />);
    expect(badgeOf(container)?.textContent).toBe('Fair play: Good');
    expect(badgeOf(container)?.getAttribute('title')).toBe('Fair play: Good');
    expect(screen.getByText('Fair play:').className).not.toContain('sr-only');
  });

  it('shows the word alone when compact, the lead-in still read by screen readers', () => {
    const { container } = render(<FairPlayBadge level="great" compact />);
    expect(screen.getByText('Fair play:').className).toContain('sr-only');
    expect(badgeOf(container)?.textContent).toBe('Fair play: Great');
  });

  it("names whose level it is when told (the host's on a game card)", () => {
    const { container } = render(<FairPlayBadge level="needs_improvement" leadIn="Host's fair play" />);
    expect(badgeOf(container)?.textContent).toBe("Host's fair play: Needs improvement");
  });

  it('gives every level its own word, icon and colours', () => {
    const looks = new Set<string>();
    for (const level of FAIR_PLAY_LEVELS) {
      const { container, unmount } = render(<FairPlayBadge level={level} />);
      const badge = badgeOf(container);
      expect(badge?.getAttribute('data-fair-play-level')).toBe(level);
      expect(badge?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      looks.add(badge?.className ?? '');
      unmount();
    }
    expect(looks.size).toBe(FAIR_PLAY_LEVELS.length);
    const { container } = render(<FairPlayBadge level="new" />);
    expect(badgeOf(container)?.textContent).toBe('Fair play: New');
  });
});
