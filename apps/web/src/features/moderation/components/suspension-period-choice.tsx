import { useId } from 'react';
import { SUSPENSION_PERIODS, type SuspensionDays } from '../lib/moderation-words.ts';

/** How long a suspension lasts: 1, 7 or 30 days, or for good; radio buttons under one legend. */
export function SuspensionPeriodChoice({
  value,
  onChange,
}: {
  value: SuspensionDays;
  onChange(days: SuspensionDays): void;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Suspend for</legend>
      <div className="grid grid-cols-2 gap-2">
        {SUSPENSION_PERIODS.map((period) => (
          <label
            key={period.label}
            className="flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 has-checked:border-primary has-checked:bg-accent/40"
          >
            <input
              type="radio"
              name={name}
              checked={value === period.days}
              onChange={() => onChange(period.days)}
              className="size-4 accent-primary"
            />
            <span className="font-medium">{period.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
