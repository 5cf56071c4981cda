import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePendingUntilSliced } from './use-pending-until-sliced.ts';

afterEach(cleanup);

/** Renders the hook and records what each render saw. */
function renderRecording(isPending: boolean) {
  const seen: boolean[] = [];
  function Probe({ isPending }: { isPending: boolean }) {
    seen.push(usePendingUntilSliced(isPending));
    return null;
  }
  const view = render(<Probe isPending={isPending} />);
  return { seen, update: (next: boolean) => view.rerender(<Probe isPending={next} />) };
}

describe('usePendingUntilSliced', () => {
  it('shows the first answer in a deferred render, after one more pending one', () => {
    const { seen, update } = renderRecording(true);
    update(false);
    expect(seen).toEqual([true, true, false]);
  });

  it('renders once per change when nothing is pending', () => {
    const { seen, update } = renderRecording(false);
    update(false);
    expect(seen).toEqual([false, false]);
  });

  it('shows a query that becomes pending again at once', () => {
    const { seen, update } = renderRecording(false);
    update(true);
    expect(seen[1]).toBe(true);
    expect(seen.slice(1).every(Boolean)).toBe(true);
  });
});
