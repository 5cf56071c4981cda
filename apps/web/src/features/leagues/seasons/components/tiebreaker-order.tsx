import { TIEBREAKER_LABELS, type Tiebreaker } from '@rally/shared/seasons/seasons.constants';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { moveItem } from '../lib/move-item.ts';

type TiebreakerOrderProps = {
  value: readonly Tiebreaker[];
  onChange: (next: Tiebreaker[]) => void;
  /** Ties the list to its heading, for screen readers. */
  labelledBy: string;
};

/**
 * The tiebreakers in the organiser's order, each with "Move up" and "Move down" buttons instead of
 * dragging, so a keyboard or a screen reader reorders them as easily as a mouse. The move is announced,
 * since the button pressed may now sit somewhere else.
 */
export function TiebreakerOrder({ value, onChange, labelledBy }: TiebreakerOrderProps) {
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  // The moved row's buttons are drawn again elsewhere: focus goes back to the one pressed, or to its
  // partner when the row reached an end and the pressed one is now disabled.
  const [refocus, setRefocus] = useState<{ tiebreaker: Tiebreaker; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!refocus || !list.current) return;
    const other = refocus.direction === 'up' ? 'down' : 'up';
    const find = (direction: string) =>
      list.current?.querySelector<HTMLButtonElement>(
        `button[data-tiebreaker="${refocus.tiebreaker}"][data-direction="${direction}"]:not(:disabled)`,
      );
    (find(refocus.direction) ?? find(other))?.focus();
    setRefocus(null);
  }, [refocus]);

  const move = (from: number, to: number) => {
    const next = moveItem(value, from, to);
    onChange(next);
    const moved = next[to];
    if (!moved) return;
    setAnnouncement(`${TIEBREAKER_LABELS[moved]} is now number ${to + 1}`);
    setRefocus({ tiebreaker: moved, direction: to < from ? 'up' : 'down' });
  };

  return (
    <div className="grid gap-2">
      <ol ref={list} aria-labelledby={labelledBy} className="grid gap-2">
        {value.map((tiebreaker, index) => (
          <li
            key={tiebreaker}
            className="flex items-center gap-2 rounded-lg border bg-card px-3 py-2 text-sm"
          >
            <span className="w-5 font-semibold text-muted-foreground" aria-hidden>
              {index + 1}.
            </span>
            <span className="flex-1 font-medium">{TIEBREAKER_LABELS[tiebreaker]}</span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              data-tiebreaker={tiebreaker}
              data-direction="up"
              aria-label={`Move ${TIEBREAKER_LABELS[tiebreaker]} up`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              <ArrowUpIcon aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              data-tiebreaker={tiebreaker}
              data-direction="down"
              aria-label={`Move ${TIEBREAKER_LABELS[tiebreaker]} down`}
              disabled={index === value.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDownIcon aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
