import { FAIR_PLAY_FORMULA_TEXT } from '@rally/shared/fair-play/fair-play';
import type { FairPlay } from '@rally/shared/fair-play/fair-play.schemas';
import { useEffect, useRef } from 'react';
import { FairPlayBadge } from '../../../components/fair-play-badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** The card's anchor: a game page's "How fair play works" links here. */
export const FAIR_PLAY_ANCHOR = 'fair-play';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "4.6 of 5 from 12 reviews" / "No reviews yet". */
export function sportsmanshipFigure({ average, count }: FairPlay['sportsmanship']): string {
  if (average === null || count === 0) return 'No reviews yet';
  return `${average.toFixed(1)} of 5 from ${plural(count, 'review', 'reviews')}`;
}

/**
 * The player's fair-play record (issue 28 §4): the level hosts may require, the settled games,
 * reliability and sportsmanship it comes from, and how it is worked out. Shown on every profile, the
 * limited view included, beside the attendance record it draws on.
 */
export function FairPlayRecordCard({ fairPlay }: { fairPlay: FairPlay }) {
  const ref = useRef<HTMLDivElement>(null);
  // Opened from a game's "How fair play works": the profile loads after the address, so the browser
  // found nothing to scroll to.
  useEffect(() => {
    if (window.location.hash === `#${FAIR_PLAY_ANCHOR}`) ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  const figures = [
    { label: 'Settled games', value: String(fairPlay.settledGames) },
    {
      label: 'Reliability',
      value: fairPlay.reliability === null ? 'None yet' : `${fairPlay.reliability}%`,
    },
    { label: 'Sportsmanship', value: sportsmanshipFigure(fairPlay.sportsmanship) },
  ];
  return (
    <Card
      ref={ref}
      id={FAIR_PLAY_ANCHOR}
      role="region"
      aria-labelledby="fair-play-record-title"
      className="scroll-mt-20"
    >
      <CardHeader>
        <CardTitle id="fair-play-record-title" className="text-lg">
          Fair play
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <FairPlayBadge level={fairPlay.level} compact className="w-fit px-3 py-1 text-sm" />
        <dl className="grid grid-cols-3 gap-2 text-center">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-md border p-2">
              <dt className="text-xs text-muted-foreground">{figure.label}</dt>
              <dd className="text-sm font-semibold">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">{FAIR_PLAY_FORMULA_TEXT}</p>
      </CardContent>
    </Card>
  );
}
