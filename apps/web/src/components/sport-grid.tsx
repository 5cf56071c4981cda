import type { SportName } from '@rally/shared/sports';
import { useId } from 'react';
import { SportTileGrid } from './sport-tile-grid.tsx';

type SportGridProps = {
  value: SportName | undefined;
  onChange: (sport: SportName) => void;
  error: string | undefined;
};

/** A create form's Sport (game or league): one sport from the 45 as a radio group, with the field's error. */
export function SportGrid({ value, onChange, error }: SportGridProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">Sport</legend>
      <SportTileGrid value={value} onChange={onChange} searchPlaceholder="Search sports" hideSearchLabel />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
