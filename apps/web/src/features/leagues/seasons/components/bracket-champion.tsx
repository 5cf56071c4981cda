import type { SeasonTeamRef } from '@rally/shared/seasons/results.schemas';
import { TrophyIcon } from 'lucide-react';
import { TeamSwatch } from './table-team-swatch.tsx';

/** "<Team>: champions", with a trophy, once the final is decided. */
export function BracketChampion({ champion }: { champion: SeasonTeamRef }) {
  return (
    <p className="flex items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-base font-bold text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <TrophyIcon className="size-6 shrink-0" aria-hidden />
      <TeamSwatch colour={champion.colour} />
      <span className="min-w-0 break-words">{champion.name}: champions</span>
    </p>
  );
}
