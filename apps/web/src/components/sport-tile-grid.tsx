import { SPORTS, type SportInfo, type SportName } from '@rally/shared/sports';
import { CheckIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { filterSports } from '../lib/sport-search.ts';
import { SportIcon } from './sport-icon/sport-icon.tsx';
import { Label } from './ui/label.tsx';
import { SearchInput } from './ui/search-input.tsx';

type Choice =
  /** One sport: native radios, so arrow keys move the choice as screen readers expect. */
  | { multiple?: false; value: SportName | undefined; onChange: (sport: SportName) => void }
  /** Any number: toggle buttons (aria-pressed). */
  | { multiple: true; selected: readonly SportName[]; onToggle: (sport: SportName) => void };

type SportTileGridProps = Choice & {
  searchPlaceholder: string;
  /** Leaves the search box's label to screen readers, where a visible legend already names the group. */
  hideSearchLabel?: boolean;
  /** A line between the search box and the tiles (how many are picked, say). */
  status?: ReactNode;
  /** Lets the tiles flow with the page instead of scrolling in a box of their own (a long form). */
  flow?: boolean;
};

const GRID = 'grid grid-cols-2 gap-2 rounded-lg p-1 sm:grid-cols-3 md:grid-cols-4';
const SCROLL_BOX = 'max-h-80 overflow-y-auto';

const tileLook = (on: boolean) =>
  cn(
    'flex min-h-11 items-center gap-2 rounded-lg border px-3 py-1.5 text-sm leading-tight font-medium transition-colors',
    on ? 'border-primary bg-accent text-accent-foreground' : 'border-input bg-card hover:bg-muted',
  );

function TileFace({ sport, on }: { sport: SportInfo; on: boolean }) {
  return (
    <>
      <SportIcon sport={sport.name} className="text-lg" />
      {/* Two short lines rather than a cut name ("Mountain Biking" in a phone's half-width tile). */}
      <span className="min-w-0 flex-1 break-words">{sport.label}</span>
      {on ? <CheckIcon className="size-4 shrink-0" aria-hidden /> : null}
    </>
  );
}

/**
 * The 45 sports as tiles (emoji, name, a check when chosen), narrowed by a search box. Choosing one
 * sport keeps the chosen tile listed even when the search hides it; choosing several does not.
 */
export function SportTileGrid({
  searchPlaceholder,
  hideSearchLabel,
  status,
  flow = false,
  ...choice
}: SportTileGridProps) {
  const gridClass = cn(GRID, !flow && SCROLL_BOX);
  const id = useId();
  const [search, setSearch] = useState('');
  const matches = filterSports(search);
  const shown = choice.multiple
    ? matches
    : SPORTS.filter((sport) => matches.includes(sport) || sport.name === choice.value);
  const isOn = (sport: SportInfo) =>
    choice.multiple ? choice.selected.includes(sport.name as SportName) : sport.name === choice.value;
  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-search`} className={hideSearchLabel ? 'sr-only' : undefined}>
          Search sports
        </Label>
        <SearchInput
          id={`${id}-search`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={searchPlaceholder}
          aria-controls={`${id}-grid`}
        />
      </div>
      {status}
      {choice.multiple ? (
        <ul id={`${id}-grid`} aria-label="Sports" className={gridClass}>
          {shown.map((sport) => {
            const on = isOn(sport);
            return (
              <li key={sport.name}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => choice.onToggle(sport.name as SportName)}
                  className={cn(
                    tileLook(on),
                    'w-full text-left outline-none focus-visible:ring-3 focus-visible:ring-ring/60',
                  )}
                >
                  <TileFace sport={sport} on={on} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <div id={`${id}-grid`} className={gridClass}>
          {shown.map((sport) => {
            const on = isOn(sport);
            return (
              <label
                key={sport.name}
                className={cn(
                  tileLook(on),
                  'relative cursor-pointer has-focus-visible:ring-3 has-focus-visible:ring-ring/60',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-sport`}
                  value={sport.name}
                  checked={on}
                  onChange={() => choice.onChange(sport.name as SportName)}
                  className="sr-only"
                />
                <TileFace sport={sport} on={on} />
              </label>
            );
          })}
        </div>
      )}
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sports match “{search.trim()}”.</p>
      ) : null}
    </div>
  );
}
