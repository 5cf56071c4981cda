import type { DistanceUnit } from '@rally/shared/profiles/profiles.schemas';
import { useId } from 'react';
import { useBrowserLocale, useDistanceUnitSetting } from '../../../../lib/distance-unit.ts';
import { unitForLocale } from '../../../../lib/format-distance.ts';
import { useUpdateDistanceUnit } from '../../api/update-distance-unit.ts';

type Choice = DistanceUnit | 'locale';
const unitNames: Record<DistanceUnit, string> = { mi: 'Miles', km: 'Kilometres' };

/** Kilometres or miles for every distance Rally shows; by default, the browser's locale decides. */
export function DistanceUnitChoice() {
  const setting = useDistanceUnitSetting();
  const update = useUpdateDistanceUnit();
  const locale = useBrowserLocale();
  const name = useId();
  const saved: Choice = setting.data?.distanceUnit ?? 'locale';
  // While a change is on its way, the choice shows where it is going.
  const chosen: Choice =
    update.isPending && update.variables ? (update.variables.distanceUnit ?? 'locale') : saved;
  const choices: { value: Choice; label: string }[] = [
    {
      value: 'locale',
      label: `By my language and region (${unitNames[unitForLocale(locale)].toLowerCase()})`,
    },
    { value: 'mi', label: unitNames.mi },
    { value: 'km', label: unitNames.km },
  ];
  return (
    <fieldset className="grid gap-2" disabled={setting.isPending || setting.isError || update.isPending}>
      <legend className="mb-1 text-sm font-medium">Show distances in</legend>
      {setting.isError ? (
        <p className="text-sm text-muted-foreground">Your current setting could not be loaded.</p>
      ) : null}
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-sm has-checked:border-primary has-checked:bg-primary/5"
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={chosen === choice.value}
            onChange={() => update.mutate({ distanceUnit: choice.value === 'locale' ? null : choice.value })}
            className="size-4 accent-primary"
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
