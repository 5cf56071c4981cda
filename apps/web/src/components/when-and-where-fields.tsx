import { GAME_DESCRIPTION_MAX_LENGTH, GAME_LOCATION_MAX_LENGTH } from '@rally/shared/games/games.limits';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { todayInZone } from '../lib/time-zone.ts';
import { LocationField } from './location-field.tsx';
import { Textarea } from './ui/field-controls.tsx';
import { FormField } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';

/** The fields every form that sets up a game names the same way (a game, a league game). */
type WhenAndWhereValues = {
  date: string;
  time: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  description: string | null;
};

/**
 * The form as these fields read it. react-hook-form cannot name a field of a form whose values are a type
 * parameter, so the form is read through the shared field names: every form given here has them.
 */
const asWhenAndWhere = <Values extends FieldValues, Output>(form: UseFormReturn<Values, unknown, Output>) =>
  form as unknown as UseFormReturn<WhenAndWhereValues>;

type WhenAndWhereFieldsProps<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  /** Where the viewer is, if known: nearer places come first among the suggestions. */
  near?: { lat: number; lng: number } | null;
};

/**
 * When and where a game is played: its date (today or later), its time and its location, with known
 * places suggested as the user types. A picked suggestion brings its position; a typed place has none.
 */
export function WhenAndWhereFields<Values extends FieldValues, Output>({
  form: anyForm,
  near,
}: WhenAndWhereFieldsProps<Values, Output>) {
  const form = asWhenAndWhere(anyForm);
  const { errors } = form.formState;
  const [location, latitude, longitude] = form.watch(['location', 'latitude', 'longitude']);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Date" error={errors.date?.message}>
          {(field) => (
            <Input {...field} {...form.register('date')} type="date" min={todayInZone()} aria-required />
          )}
        </FormField>
        <FormField label="Time" error={errors.time?.message}>
          {(field) => <Input {...field} {...form.register('time')} type="time" aria-required />}
        </FormField>
      </div>

      <FormField label="Location" error={errors.location?.message ?? errors.longitude?.message}>
        {(field) => (
          <LocationField
            control={{ ...field, 'aria-required': true } as typeof field}
            value={{ name: location ?? '', latitude: latitude ?? null, longitude: longitude ?? null }}
            maxLength={GAME_LOCATION_MAX_LENGTH}
            near={near}
            onChange={(next) => {
              const validate = form.formState.isSubmitted;
              form.setValue('location', next.name, { shouldDirty: true, shouldValidate: validate });
              form.setValue('latitude', next.latitude);
              form.setValue('longitude', next.longitude);
            }}
          />
        )}
      </FormField>
    </>
  );
}

type GameDescriptionFieldProps<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  label: string;
  placeholder: string;
  /** Shows "n/2000 characters" under the box. */
  counted?: boolean;
};

/** A game's free-text description, up to the games' named limit. */
export function GameDescriptionField<Values extends FieldValues, Output>({
  form: anyForm,
  label,
  placeholder,
  counted = false,
}: GameDescriptionFieldProps<Values, Output>) {
  const form = asWhenAndWhere(anyForm);
  const description = counted ? form.watch('description') : null;
  return (
    <FormField
      label={label}
      error={form.formState.errors.description?.message}
      description={
        counted ? `${(description ?? '').length}/${GAME_DESCRIPTION_MAX_LENGTH} characters` : undefined
      }
    >
      {(field) => (
        <Textarea
          {...field}
          {...form.register('description')}
          maxLength={GAME_DESCRIPTION_MAX_LENGTH}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}
