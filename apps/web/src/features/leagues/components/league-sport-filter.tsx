import { SPORTS, type SportName } from '@rally/shared/sports';
import { useId } from 'react';
import { NativeSelect } from '../../../components/ui/field-controls.tsx';
import { Label } from '../../../components/ui/label.tsx';

type LeagueSportFilterProps = {
  value: SportName | 'all';
  onChange(sport: SportName | 'all'): void;
};

/** Discover's sport filter: All sports, then the 45 sports (spec document 2 §2). */
export function LeagueSportFilter({ value, onChange }: LeagueSportFilterProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0">
        Sport
      </Label>
      <NativeSelect
        id={id}
        value={value}
        className="sm:w-56"
        onChange={(event) => {
          const chosen = SPORTS.find((sport) => sport.name === event.target.value);
          onChange(chosen ? (chosen.name as SportName) : 'all');
        }}
      >
        <option value="all">All sports</option>
        {SPORTS.map((sport) => (
          <option key={sport.name} value={sport.name}>
            {sport.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
