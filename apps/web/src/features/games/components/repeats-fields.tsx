import { SERIES_COUNT_MAX, SERIES_INTERVAL_WEEKS_MAX } from '@rally/shared/games/games.limits';
import type { CreateGameInput, NewGame } from '@rally/shared/games/games.schemas';
import type { SeriesRepeatsInput } from '@rally/shared/games/series.schemas';
import {
  describeSeries,
  isoWeekday,
  repeatsBadge,
  seriesOccurrences,
  shortDate,
} from '@rally/shared/games/series-dates';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { NativeSelect } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

const WEEKDAYS = [
  { day: 1, short: 'Mon', name: 'Monday' },
  { day: 2, short: 'Tue', name: 'Tuesday' },
  { day: 3, short: 'Wed', name: 'Wednesday' },
  { day: 4, short: 'Thu', name: 'Thursday' },
  { day: 5, short: 'Fri', name: 'Friday' },
  { day: 6, short: 'Sat', name: 'Saturday' },
  { day: 7, short: 'Sun', name: 'Sunday' },
];
const INTERVALS = Array.from({ length: SERIES_INTERVAL_WEEKS_MAX }, (_, index) => index + 1);
type Ends = 'never' | 'after' | 'on';
/** How many of the next dates the form lists under the schedule. */
const PREVIEW_GAMES = 4;

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number.parseInt(text, 10));

/**
 * Create Game's "Repeats": never (a one-off game), weekly on one or more days, or every N weeks; ends after
 * N games, on a date, or never; optional regular spots. Shows the schedule and its next dates in plain
 * words, from the same function the server makes the games with.
 */
export function RepeatsFields({ form }: { form: UseFormReturn<CreateGameInput, unknown, NewGame> }) {
  const id = useId();
  const [repeats, date, time, maxPlayers] = form.watch(['repeats', 'date', 'time', 'maxPlayers']);
  const errors = form.formState.errors.repeats;
  const ends: Ends =
    repeats?.endsAfterCount !== null && repeats?.endsAfterCount !== undefined
      ? 'after'
      : repeats?.endsOn !== null && repeats?.endsOn !== undefined
        ? 'on'
        : 'never';

  const change = (next: SeriesRepeatsInput | null) =>
    form.setValue('repeats', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const update = (patch: Partial<SeriesRepeatsInput>) =>
    repeats ? change({ ...repeats, ...patch }) : undefined;

  function chooseInterval(value: string) {
    if (value === 'never') return change(null);
    const intervalWeeks = Number(value);
    // A first choice repeats on the game's own weekday.
    const weekdays = repeats?.weekdays ?? [date ? isoWeekday(date) : 2];
    return change({
      endsAfterCount: null,
      endsOn: null,
      regularsCap: null,
      ...repeats,
      weekdays,
      intervalWeeks,
    });
  }

  function toggleDay(day: number, on: boolean) {
    const current = repeats?.weekdays ?? [];
    update({ weekdays: on ? [...current, day].sort((a, b) => a - b) : current.filter((d) => d !== day) });
  }

  function chooseEnds(value: Ends) {
    update({
      endsAfterCount: value === 'after' ? (repeats?.endsAfterCount ?? 8) : null,
      endsOn: value === 'on' ? (repeats?.endsOn ?? '') : null,
    });
  }

  const preview =
    repeats && date && time && (repeats.weekdays?.length ?? 0) > 0
      ? {
          rule: {
            weekdays: repeats.weekdays ?? [],
            intervalWeeks: repeats.intervalWeeks ?? 1,
            startDate: date,
            time: time.slice(0, 5),
            endsAfterCount: repeats.endsAfterCount ?? null,
            endsOn: repeats.endsOn || null,
          },
        }
      : null;
  const nextDates = preview
    ? seriesOccurrences({ ...preview.rule, timeZone: 'UTC' }, { through: '2100-01-01', limit: PREVIEW_GAMES })
    : [];

  return (
    <div className="grid gap-4 rounded-lg border px-4 py-3">
      <FormField label="Repeats" className="sm:max-w-xs">
        {(field) => (
          <NativeSelect
            {...field}
            value={repeats ? String(repeats.intervalWeeks ?? 1) : 'never'}
            onChange={(event) => chooseInterval(event.target.value)}
          >
            <option value="never">Never</option>
            {INTERVALS.map((weeks) => (
              <option key={weeks} value={weeks}>
                {repeatsBadge(weeks)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      {repeats ? (
        <>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">On</legend>
            <div className="flex flex-wrap gap-3">
              {WEEKDAYS.map(({ day, short, name }) => (
                <div key={day} className="flex items-center gap-1.5">
                  <Checkbox
                    id={`${id}-day-${day}`}
                    checked={repeats.weekdays?.includes(day) ?? false}
                    onCheckedChange={(checked) => toggleDay(day, checked === true)}
                  />
                  <Label htmlFor={`${id}-day-${day}`}>
                    <span aria-hidden>{short}</span>
                    <span className="sr-only">{name}</span>
                  </Label>
                </div>
              ))}
            </div>
            {errors?.weekdays?.message ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.weekdays.message}
              </p>
            ) : null}
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Ends">
              {(field) => (
                <NativeSelect
                  {...field}
                  value={ends}
                  onChange={(event) => chooseEnds(event.target.value as Ends)}
                >
                  <option value="never">Never</option>
                  <option value="after">After a number of games</option>
                  <option value="on">On a date</option>
                </NativeSelect>
              )}
            </FormField>
            {ends === 'after' ? (
              <FormField label="Number of games" error={errors?.endsAfterCount?.message}>
                {(field) => (
                  <Input
                    {...field}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={SERIES_COUNT_MAX}
                    value={repeats.endsAfterCount ?? ''}
                    onChange={(event) =>
                      update({ endsAfterCount: numberOrNull(event.target.value) ?? Number.NaN })
                    }
                  />
                )}
              </FormField>
            ) : null}
            {ends === 'on' ? (
              <FormField label="Last date" error={errors?.endsOn?.message}>
                {(field) => (
                  <Input
                    {...field}
                    type="date"
                    value={repeats.endsOn ?? ''}
                    onChange={(event) => update({ endsOn: event.target.value })}
                  />
                )}
              </FormField>
            ) : null}
            <FormField
              label="Regular spots (optional)"
              error={errors?.regularsCap?.message}
              description={`Players who join every week; fewer than ${Number.isNaN(maxPlayers) ? 'the maximum' : (maxPlayers ?? 'the maximum')} keeps spots open to newcomers.`}
            >
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  value={repeats.regularsCap ?? ''}
                  onChange={(event) => update({ regularsCap: numberOrNull(event.target.value) })}
                />
              )}
            </FormField>
          </div>

          <div id={`${id}-schedule`} aria-live="polite" className="grid gap-1 text-sm">
            {preview ? (
              <>
                <p className="font-medium">{describeSeries(preview.rule)}</p>
                {nextDates.length > 0 ? (
                  <p className="text-muted-foreground">
                    Next games:{' '}
                    {nextDates
                      .map((game) => `${WEEKDAYS[isoWeekday(game.date) - 1]?.short} ${shortDate(game.date)}`)
                      .join(', ')}
                    {preview.rule.endsAfterCount === null || preview.rule.endsAfterCount > PREVIEW_GAMES
                      ? '…'
                      : ''}
                  </p>
                ) : null}
              </>
            ) : (
              <p className="text-muted-foreground">
                Choose a date, a time and at least one day to see the schedule.
              </p>
            )}
          </div>
        </>
      ) : null}
    </div>
  );
}
