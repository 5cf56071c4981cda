import { SlidersHorizontalIcon } from 'lucide-react';
import { type FormEvent, useId, useLayoutEffect, useRef } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';

type FindControlsProps = {
  search: string;
  onSearchChange: (text: string) => void;
  /** Enter applies the search at once instead of after the typing pause. */
  onSearchSubmit: () => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  filtersPanelId: string;
  activeFilters: number;
};

/** The search box and the Filters button at the top of /find. */
export function FindControls({
  search,
  onSearchChange,
  onSearchSubmit,
  filtersOpen,
  onToggleFilters,
  filtersPanelId,
  activeFilters,
}: FindControlsProps) {
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  // The server draws Find: text typed before the app took the page over is the search. Read as the
  // app's first render is committed, before any later render writes the field's value again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what the drawn page held when taken over
  useLayoutEffect(() => {
    const typed = searchRef.current?.value;
    if (typed && typed !== search) onSearchChange(typed);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearchSubmit();
  };
  return (
    <div className="flex gap-3">
      <div className="relative min-w-0 flex-1">
        <form onSubmit={submit}>
          <label htmlFor={searchId} className="sr-only">
            Search games and venues
          </label>
          <SearchInput
            id={searchId}
            ref={searchRef}
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Search by location or game name"
          />
        </form>
      </div>
      <Button
        variant="outline"
        onClick={onToggleFilters}
        aria-expanded={filtersOpen}
        aria-controls={filtersOpen ? filtersPanelId : undefined}
        className="h-11"
      >
        <SlidersHorizontalIcon aria-hidden />
        Filters
        {activeFilters > 0 ? (
          <Badge className="ml-1">
            {activeFilters}
            <span className="sr-only"> active</span>
          </Badge>
        ) : null}
      </Button>
    </div>
  );
}
