import type { SportName } from '@rally/shared/sports';
import { SportTileGrid } from '../../../../components/sport-tile-grid.tsx';

type SportPickerProps = {
  selected: readonly SportName[];
  onToggle: (sport: SportName) => void;
};

/** The profile's sports: any of the 45 as toggle buttons, with how many are picked so far. */
export function SportPicker({ selected, onToggle }: SportPickerProps) {
  return (
    <SportTileGrid
      multiple
      flow
      selected={selected}
      onToggle={onToggle}
      searchPlaceholder="Tennis, yoga, disc golf…"
      status={
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {selected.length === 0
            ? 'No sports selected yet.'
            : `${selected.length} ${selected.length === 1 ? 'sport' : 'sports'} selected.`}
        </p>
      }
    />
  );
}
