import type { FixtureRound } from '@rally/shared/seasons/fixtures.schemas';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { NativeSelect } from '../../../../components/ui/field-controls.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { roundKey } from '../lib/fixture-view.ts';
import { formatSeasonDay } from '../lib/season-dates.ts';

/** "Round 3 · Thu 12 March": a round as the picker lists it, by name and first day. */
export const roundLabel = (round: FixtureRound) => `${round.name} · ${formatSeasonDay(round.date)}`;

/**
 * Moves through the season's rounds: Previous round, a "Round" picker listing every round by name and
 * first day, and Next round. `shown` is the round on screen (undefined when the address names a round
 * the season does not have: the picker then offers every round to choose from).
 */
export function RoundNavigator({
  rounds,
  shown,
  onChoose,
}: {
  rounds: readonly FixtureRound[];
  shown: FixtureRound | undefined;
  onChoose: (round: FixtureRound) => void;
}) {
  const id = useId();
  const index = shown ? rounds.indexOf(shown) : -1;
  const previous = index > 0 ? rounds[index - 1] : undefined;
  const next = index >= 0 ? rounds[index + 1] : undefined;
  return (
    <nav aria-label="Rounds" className="flex flex-wrap items-end gap-2">
      <Button variant="outline" disabled={!previous} onClick={() => previous && onChoose(previous)}>
        <ChevronLeftIcon aria-hidden /> Previous round
      </Button>
      <div className="grid min-w-48 flex-1 gap-1.5 sm:flex-none">
        <Label htmlFor={`${id}-round`}>Round</Label>
        <NativeSelect
          id={`${id}-round`}
          value={shown ? roundKey(shown) : ''}
          onChange={(event) => {
            const chosen = rounds.find((round) => roundKey(round) === event.target.value);
            if (chosen) onChoose(chosen);
          }}
        >
          {shown ? null : (
            <option value="" disabled>
              Choose a round
            </option>
          )}
          {rounds.map((round) => (
            <option key={roundKey(round)} value={roundKey(round)}>
              {roundLabel(round)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="outline" disabled={!next} onClick={() => next && onChoose(next)}>
        Next round <ChevronRightIcon aria-hidden />
      </Button>
    </nav>
  );
}
