import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_TIEBREAKERS,
  PLAYOFF_SIZES,
  SEASON_FORMAT_LABELS,
  SEASON_FORMATS,
  SEASON_LIMITS,
} from '@rally/shared/seasons/seasons.constants';
import {
  type CreateSeason,
  type CreateSeasonInput,
  createSeasonInput,
} from '@rally/shared/seasons/seasons.schemas';
import { type ReactNode, useId, useState } from 'react';
import { type FieldErrors, type Path, useForm } from 'react-hook-form';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { NativeSelect } from '../../../../components/ui/field-controls.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-error.ts';
import { MatchDaysFields } from './match-days-fields.tsx';
import { TiebreakerOrder } from './tiebreaker-order.tsx';
import { VenuesFields } from './venues-fields.tsx';

type SeasonFormProps = {
  defaultValues: CreateSeasonInput;
  /** The fixtures are out: the rules (dates, format, points, playoffs, match days, venues) are shown, not edited. */
  rulesLocked?: boolean;
  submitLabel: string;
  /** Sends the season; a refusal thrown here is shown on the form, by its field when it names one. */
  onSubmit: (season: CreateSeason) => Promise<unknown>;
};

/** Empty while typing; otherwise a whole number (the schema says what is wrong with NaN). */
const wholeNumberOrEmpty = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? Number.NaN : Number.parseInt(text, 10);
};

const playoffLabels: Record<(typeof PLAYOFF_SIZES)[number], string> = {
  0: 'None',
  2: 'Top 2 (a final)',
  4: 'Top 4',
  8: 'Top 8',
};

/**
 * A season's rules and calendar (issue 29 §1): name and dates, format, points, tiebreakers in order,
 * playoffs, registration and rosters, the stat players count, and the match days and venues the
 * fixtures are spread over.
 */
export function SeasonForm({ defaultValues, rulesLocked = false, submitLabel, onSubmit }: SeasonFormProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<CreateSeasonInput, unknown, CreateSeason>({
    resolver: zodResolver(createSeasonInput),
    defaultValues,
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const values = form.watch();
  const set = <K extends Path<CreateSeasonInput>>(
    name: K,
    value: CreateSeasonInput[K & keyof CreateSeasonInput],
  ) => form.setValue(name, value as never, { shouldDirty: true, shouldValidate: isSubmitted });

  const submit = form.handleSubmit(async (season) => {
    setRefusal(null);
    try {
      // A third-place game needs semi-finals: the choice is dropped with a smaller bracket.
      await onSubmit({ ...season, thirdPlaceGame: season.playoffTeams >= 4 && season.thirdPlaceGame });
    } catch (error) {
      // The server names the fields it refused; anything else is said above the button.
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      let placed = false;
      for (const [name, messages] of Object.entries(fields)) {
        if (name.split('.')[0]! in defaultValues && messages[0]) {
          form.setError(name as Path<CreateSeasonInput>, { message: messages[0] });
          placed = true;
        }
      }
      if (!placed) setRefusal(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      {rulesLocked ? (
        <Alert variant="info">
          The fixtures are out: the dates, format, points, tiebreakers, playoffs, match days and venues can no
          longer change.
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>The season</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormField label="Season name" error={errors.name?.message}>
            {(field) => (
              <Input
                {...field}
                {...form.register('name')}
                maxLength={SEASON_LIMITS.nameMax}
                placeholder="e.g. Spring 2027"
                aria-required
              />
            )}
          </FormField>
          <RulesFieldset locked={rulesLocked}>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Start date" error={errors.startDate?.message}>
                {(field) => <Input {...field} {...form.register('startDate')} type="date" aria-required />}
              </FormField>
              <FormField
                label="End date"
                error={errors.endDate?.message}
                description="The regular season's last day; playoffs may run past it."
              >
                {(field) => <Input {...field} {...form.register('endDate')} type="date" aria-required />}
              </FormField>
            </div>
            <FormField label="Format" error={errors.format?.message}>
              {(field) => (
                <NativeSelect {...field} {...form.register('format')}>
                  {SEASON_FORMATS.map((format) => (
                    <option key={format} value={format}>
                      {SEASON_FORMAT_LABELS[format]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </RulesFieldset>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Points and the table</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <RulesFieldset locked={rulesLocked}>
            <div className="grid grid-cols-3 gap-3">
              {(['win', 'draw', 'loss'] as const).map((result) => (
                <FormField
                  key={result}
                  label={`Points for a ${result}`}
                  error={errors.points?.[result]?.message}
                >
                  {(field) => (
                    <Input
                      {...field}
                      {...form.register(`points.${result}`, { setValueAs: wholeNumberOrEmpty })}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={SEASON_LIMITS.pointsMax}
                      step={1}
                    />
                  )}
                </FormField>
              ))}
            </div>
            <div className="grid gap-2">
              <h3 id={`${id}-tiebreakers`} className="text-sm font-medium">
                Tiebreakers, in order
              </h3>
              <p className="text-sm text-muted-foreground">
                Teams level on points are told apart by the first that differs.
              </p>
              <TiebreakerOrder
                labelledBy={`${id}-tiebreakers`}
                value={values.tiebreakers ?? DEFAULT_TIEBREAKERS}
                onChange={(next) => set('tiebreakers', next)}
              />
              {errors.tiebreakers?.message ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {errors.tiebreakers.message}
                </p>
              ) : null}
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Playoffs" error={errors.playoffTeams?.message}>
                {(field) => (
                  <NativeSelect
                    {...field}
                    {...form.register('playoffTeams', { setValueAs: (v) => Number(v) })}
                  >
                    {PLAYOFF_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {playoffLabels[size]}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <div className="flex items-center gap-2 sm:pt-7">
                <Checkbox
                  id={`${id}-third`}
                  checked={values.thirdPlaceGame ?? false}
                  disabled={Number(values.playoffTeams) < 4}
                  onCheckedChange={(checked) => set('thirdPlaceGame', checked === true)}
                />
                <Label htmlFor={`${id}-third`}>Third-place game</Label>
              </div>
            </div>
          </RulesFieldset>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Teams and players</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormField label="Registration" error={errors.registration?.message}>
            {(field) => (
              <NativeSelect {...field} {...form.register('registration')}>
                <option value="closed">Organisers build the teams</option>
                <option value="open">Members may join a team or ask to be placed</option>
              </NativeSelect>
            )}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Roster size"
              error={errors.rosterSize?.message}
              description={`Most players on a team: ${SEASON_LIMITS.rosterMin} to ${SEASON_LIMITS.rosterMax}`}
            >
              {(field) => (
                <Input
                  {...field}
                  {...form.register('rosterSize', { setValueAs: wholeNumberOrEmpty })}
                  type="number"
                  inputMode="numeric"
                  min={SEASON_LIMITS.rosterMin}
                  max={SEASON_LIMITS.rosterMax}
                  step={1}
                />
              )}
            </FormField>
            <FormField
              label="Stat to count (optional)"
              error={errors.statLabel?.message}
              description="Each player's tally, such as Goals or Points"
            >
              {(field) => (
                <Input
                  {...field}
                  {...form.register('statLabel')}
                  maxLength={SEASON_LIMITS.statLabelMax}
                  placeholder="e.g. Goals"
                />
              )}
            </FormField>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>When and where</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <RulesFieldset locked={rulesLocked}>
            <MatchDaysFields
              weekdays={values.matchWeekdays}
              onWeekdaysChange={(next) => set('matchWeekdays', next)}
              weekdaysError={errors.matchWeekdays?.message ?? firstItemError(errors.matchWeekdays)}
              times={values.matchTimes}
              onTimesChange={(next) => set('matchTimes', next)}
              timesError={errors.matchTimes?.message ?? firstItemError(errors.matchTimes)}
              timeZone={values.timeZone}
              onTimeZoneChange={(next) => set('timeZone', next)}
              timeZoneError={errors.timeZone?.message}
            />
            <VenuesFields
              venues={values.venues.map((venue) => ({
                name: venue.name,
                latitude: venue.latitude ?? null,
                longitude: venue.longitude ?? null,
              }))}
              onChange={(next) => set('venues', next)}
              venueErrors={values.venues.map((_, index) => errors.venues?.[index]?.name?.message)}
              listError={errors.venues?.message ?? errors.venues?.root?.message}
            />
          </RulesFieldset>
        </CardContent>
      </Card>

      {refusal ? <Alert variant="error">{refusal}</Alert> : null}
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The season's rules, disabled once the fixtures are out (the server refuses a change then; the form
 * says so once, at its top). `contents` keeps the card's own grid for the fields inside.
 */
function RulesFieldset({ locked, children }: { locked: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={locked} className="contents">
      {children}
    </fieldset>
  );
}

/** The first message among an array field's items (a time typed wrong, a weekday out of range). */
function firstItemError(errors: FieldErrors<CreateSeasonInput>[keyof CreateSeasonInput] | undefined) {
  if (!Array.isArray(errors)) return undefined;
  return errors.find((item) => item?.message)?.message as string | undefined;
}
