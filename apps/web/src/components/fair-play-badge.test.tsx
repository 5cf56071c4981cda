import { FAIR_PLAY_LEVELS } from '@rally/shared/fair-play/fair-play.constants';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FairPlayBadge } from './fair-play-badge.tsx';

afterEach(cleanup);

describe('FairPlayBadge', () => {
  it('shows the level in words, named "Fair play: <level>" for screen readers and in its tooltip', () => {
    render(<FairPlayBadge level="good" />);
    const badge = screen.getByText('Good');
    expect(badge.textContent).toBe('Fair play: Good');
    expect(badge.getAttribute('title')).toBe('Fair play: Good');
  });

  it("names whose level it is when told (the host's on a game card)", () => {
    render(<FairPlayBadge level="needs_improvement" leadIn="Host's fair play" />);
    expect(screen.getByText('Needs improvement').textContent).toBe("Host's fair play: Needs improvement");
  });

  it('gives every level its own word and colours', () => {
    const looks = new Set<string>();
    for (const level of FAIR_PLAY_LEVELS) {
      const { container, unmount } = render(<FairPlayBadge level={level} />);
      const badge = container.querySelector(`[data-fair-play-level="${level}"]`);
      expect(badge?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      looks.add(badge?.className ?? '');
      unmount();
    }
    expect(looks.size).toBe(FAIR_PLAY_LEVELS.length);
    render(<FairPlayBadge level="new" />);
    expect(screen.getByText('New').textContent).toBe('Fair play: New');
  });
});
