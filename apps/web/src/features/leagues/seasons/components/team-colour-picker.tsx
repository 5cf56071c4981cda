import { TEAM_COLOURS } from '@rally/shared/seasons/seasons.constants';
import { CheckIcon } from 'lucide-react';
import { cn } from '../../../../lib/cn.ts';

/**
 * The palette's colours as a radio group: arrow keys move between them as in any radio group, and each
 * is named by its number and code, since a colour alone says nothing to a screen reader.
 */
export function TeamColourPicker({ value, onChange }: { value: string; onChange: (colour: string) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Colour</legend>
      <div className="flex flex-wrap gap-2">
        {TEAM_COLOURS.map((colour, index) => {
          const checked = value.toLowerCase() === colour;
          return (
            <label
              key={colour}
              className={cn(
                'relative flex size-10 cursor-pointer items-center justify-center rounded-full border-2 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/60',
                checked ? 'border-foreground' : 'border-transparent',
              )}
              style={{ backgroundColor: colour }}
            >
              <input
                type="radio"
                name="team-colour"
                value={colour}
                checked={checked}
                onChange={() => onChange(colour)}
                className="sr-only"
                aria-label={`Colour ${index + 1} (${colour})`}
              />
              {checked ? <CheckIcon className="size-5 text-white" aria-hidden /> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
