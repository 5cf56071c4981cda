import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSlicedFirstAnswer } from './use-sliced-first-answer.ts';

afterEach(cleanup);

type Query = { isPending: boolean; data?: string };

/** Renders the hook and records what each render saw. */
function renderRecording(query: Query) {
  const seen: Query[] = [];
  function Probe({ query }: { query: Query }) {
    seen.push(useSlicedFirstAnswer(query));
    return null;
  }
  const view = render(<Probe query={query} />);
  return { seen, update: (next: Query) => view.rerender(<Probe query={next} />) };
}

describe('useSlicedFirstAnswer', () => {
  it('shows the first answer in a deferred render, after one more pending one', () => {
    const { seen, update } = renderRecording({ isPending: true });
    update({ isPending: false, data: 'first' });
    expect(seen).toEqual([{ isPending: true }, { isPending: true }, { isPending: false, data: 'first' }]);
  });

  it('applies later answers in the same render', () => {
    const { seen, update } = renderRecording({ isPending: false, data: 'first' });
    update({ isPending: false, data: 'second' });
    expect(seen.at(-1)).toEqual({ isPending: false, data: 'second' });
    expect(seen.filter((query) => query.data === 'first')).toHaveLength(1);
  });
});
