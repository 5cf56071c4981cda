import { SEASON_LIMITS } from '@rally/shared/seasons/seasons.constants';
import { PlusIcon, XIcon } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { NativeSelect } from '../../../../components/ui/field-controls.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { WEEKDAYS } from '../lib/season-form-values.ts';

type MatchDaysFieldsProps = {
  weekdays: number[];
  onWeekdaysChange: (next: number[]) => void;
  weekdaysError?: string | undefined;
  times: string[];
  onTimesChange: (next: string[]) => void;
  timesError?: string | undefined;
  timeZone: string;
  onTimeZoneChange: (next: string) => void;
  timeZoneError?: string | undefined;
};

/** Every zone the browser knows, with the chosen one kept even if it does not (an old season's). */
function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) || !current ? known : [current, ...known];
}

/** When fixtures are played: the weekdays, the kick-off times on each, and the zone those times are in. */
export function MatchDaysFields(props: MatchDaysFieldsProps) {
  const id = useId();
  const zones = useMemo(() => timeZoneChoices(props.timeZone), [props.timeZone]);
  const toggleDay = (day: number, on: boolean) =>
    props.onWeekdaysChange(
      on ? [...props.weekdays, day].sort((a, b) => a - b) : props.weekdays.filter((d) => d !== day),
    );

  return (
    <div className="grid gap-5">
      <fieldset
        className="grid gap-2"
        aria-describedby={props.weekdaysError ? `${id}-days-error` : undefined}
      >
        <legend className="mb-2 text-sm font-medium">Match days</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map((day) => (
            <div key={day.value} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-day-${day.value}`}
                checked={props.weekdays.includes(day.value)}
                onCheckedChange={(checked) => toggleDay(day.value, checked === true)}
              />
              <Label htmlFor={`${id}-day-${day.value}`}>{day.label}</Label>
            </div>
          ))}
        </div>
        {props.weekdaysError ? (
          <p id={`${id}-days-error`} role="alert" className="text-sm font-medium text-destructive">
            {props.weekdaysError}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-2" aria-describedby={props.timesError ? `${id}-times-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">Kick-off times</legend>
        <ul className="grid gap-2">
          {props.times.map((time, index) => (
            // Times may repeat while being typed, so the position is the key.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place, never reordered
            <li key={index} className="flex items-center gap-2">
              <Input
                type="time"
                className="w-40"
                aria-label={`Kick-off time ${index + 1}`}
                value={time}
                onChange={(event) =>
                  props.onTimesChange(props.times.map((t, i) => (i === index ? event.target.value : t)))
                }
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove kick-off time ${index + 1}`}
                disabled={props.times.length === 1}
                onClick={() => props.onTimesChange(props.times.filter((_, i) => i !== index))}
              >
                <XIcon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={props.times.length >= SEASON_LIMITS.timesMax}
            onClick={() => props.onTimesChange([...props.times, ''])}
          >
            <PlusIcon aria-hidden /> Add a kick-off time
          </Button>
        </div>
        {props.timesError ? (
          <p id={`${id}-times-error`} role="alert" className="text-sm font-medium text-destructive">
            {props.timesError}
          </p>
        ) : null}
      </fieldset>

      <FormField
        label="Time zone"
        error={props.timeZoneError}
        description="The match days' times are in this zone."
      >
        {(field) => (
          <NativeSelect
            {...field}
            value={props.timeZone}
            onChange={(e) => props.onTimeZoneChange(e.target.value)}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}
