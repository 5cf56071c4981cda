import { SPORTS, type SportName } from '@rally/shared/sports';
import { CheckIcon, SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';

type SportGridProps = {
  value: SportName | undefined;
  onChange: (sport: SportName) => void;
  error: string | undefined;
};

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The 45 sports as one radio group (native radios: arrow keys move the choice, as screen readers
 * expect), narrowed by a search box. The chosen sport stays listed even when the search hides it.
 */
export function SportGrid({ value, onChange, error }: SportGridProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const term = normalise(search);
  const shown = SPORTS.filter((sport) => !term || sport.name.includes(term) || sport.name === value);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="grid gap-3" aria-describedby={errorId}>
      <legend className="mb-2 text-sm font-medium">Sport</legend>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-search`} className="sr-only">
          Search sports
        </Label>
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
            placeholder="Search sports"
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid max-h-72 grid-cols-2 gap-2 overflow-y-auto rounded-lg p-1 sm:grid-cols-3 md:grid-cols-4">
        {shown.map((sport) => {
          const on = sport.name === value;
          return (
            <label
              key={sport.name}
              className={cn(
                'relative flex h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium transition-colors has-focus-visible:ring-3 has-focus-visible:ring-ring/60',
                on
                  ? 'border-primary bg-accent text-accent-foreground'
                  : 'border-input bg-card hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={`${id}-sport`}
                value={sport.name}
                checked={on}
                onChange={() => onChange(sport.name as SportName)}
                className="sr-only"
              />
              <span aria-hidden className="text-lg">
                {sport.icon}
              </span>
              <span className="min-w-0 flex-1 truncate">{sport.label}</span>
              {on ? <CheckIcon className="size-4 shrink-0" aria-hidden /> : null}
            </label>
          );
        })}
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sports match “{search.trim()}”.</p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
