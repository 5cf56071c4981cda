import type { SportName } from '@rally/shared/sports';
import { CheckIcon, SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { cn } from '../../../../lib/cn.ts';
import { filterSports } from '../../lib/sport-search.ts';

type SportPickerProps = {
  selected: readonly SportName[];
  onToggle: (sport: SportName) => void;
};

/** All 45 sports as toggle buttons (aria-pressed), narrowed by a search box. */
export function SportPicker({ selected, onToggle }: SportPickerProps) {
  const [search, setSearch] = useState('');
  const id = useId();
  const shown = filterSports(search);
  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-search`}>Search sports</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Tennis, yoga, disc golf…"
            className="pl-9"
            aria-controls={`${id}-grid`}
          />
        </div>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {selected.length === 0
          ? 'No sports selected yet.'
          : `${selected.length} ${selected.length === 1 ? 'sport' : 'sports'} selected.`}
      </p>
      <ul
        id={`${id}-grid`}
        aria-label="Sports"
        className="grid max-h-80 grid-cols-2 gap-2 overflow-y-auto rounded-lg p-1 sm:grid-cols-3 md:grid-cols-4"
      >
        {shown.map((sport) => {
          const on = selected.includes(sport.name as SportName);
          return (
            <li key={sport.name}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => onToggle(sport.name as SportName)}
                className={cn(
                  'flex h-11 w-full items-center gap-2 rounded-lg border px-3 text-left text-sm font-medium transition-colors outline-none focus-visible:ring-3 focus-visible:ring-ring/60',
                  on
                    ? 'border-primary bg-accent text-accent-foreground'
                    : 'border-input bg-card hover:bg-muted',
                )}
              >
                <span aria-hidden className="text-lg">
                  {sport.icon}
                </span>
                <span className="min-w-0 flex-1 truncate">{sport.label}</span>
                {on ? <CheckIcon className="size-4 shrink-0" aria-hidden /> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sports match “{search.trim()}”.</p>
      ) : null}
    </div>
  );
}
