import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateLeagueInput,
  createLeagueInput,
  LEAGUE_DESCRIPTION_MAX_LENGTH,
  LEAGUE_MEMBERS_DEFAULT,
  LEAGUE_MEMBERS_MAX,
  LEAGUE_MEMBERS_MIN,
  LEAGUE_NAME_MAX_LENGTH,
  LEAGUE_PLACE_MAX_LENGTH,
  LEAGUE_SKILL_LEVELS,
  type NewLeague,
} from '@rally/shared/leagues/leagues.schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ChoiceOptions } from '../../../components/choice-options.tsx';
import { LocationField } from '../../../components/location-field.tsx';
import { SportGrid } from '../../../components/sport-grid.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { NativeSelect, Textarea } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { paths } from '../../../config/paths.ts';
import { isContentRefusal, toastInappropriate } from '../lib/inappropriate-content.ts';
import { leagueSkillLabels } from '../lib/league-skill-labels.ts';

type CreateLeagueFormProps = {
  onSubmit: (league: NewLeague) => void;
  submitting: boolean;
};

/** Empty while typing; otherwise a whole number. */
const wholeNumberOrEmpty = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? Number.NaN : Number.parseInt(text, 10);
};

/**
 * Spec document 2 §2 Create League, plus the Private toggle its form forgot, checked with the same
 * contract the server uses.
 */
export function CreateLeagueForm({ onSubmit, submitting }: CreateLeagueFormProps) {
  const privateId = useId();
  const form = useForm<CreateLeagueInput, unknown, NewLeague>({
    resolver: zodResolver(createLeagueInput),
    defaultValues: {
      name: '',
      // Empty until chosen: the schema answers "Please fill out all required fields."
      skillLevel: '' as CreateLeagueInput['skillLevel'],
      maxMembers: LEAGUE_MEMBERS_DEFAULT,
      description: '',
      isPrivate: false,
      place: '',
      latitude: null,
      longitude: null,
    },
  });
  const { errors } = form.formState;
  const [sport, isPrivate, description, place, latitude, longitude] = form.watch([
    'sport',
    'isPrivate',
    'description',
    'place',
    'latitude',
    'longitude',
  ]);

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit, (invalid) => {
        // A flagged name or description is announced as the spec's toast, and shown by its field.
        const refusal = [invalid.name?.message, invalid.description?.message].find(isContentRefusal);
        if (refusal) toastInappropriate(refusal);
      })}
      noValidate
      className="grid gap-6"
    >
      <Card>
        <CardContent className="grid gap-5 pt-6">
          <FormField label="League Name" error={errors.name?.message}>
            {(field) => (
              <Input
                {...field}
                {...form.register('name')}
                maxLength={LEAGUE_NAME_MAX_LENGTH}
                placeholder="e.g. Tuesday Night Hoops"
                aria-required
              />
            )}
          </FormField>
          <SportGrid
            value={sport}
            onChange={(next) =>
              form.setValue('sport', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
            }
            error={errors.sport?.message}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Skill Level" error={errors.skillLevel?.message}>
              {(field) => (
                <NativeSelect {...field} {...form.register('skillLevel')} aria-required>
                  <option value="" disabled>
                    Select skill level
                  </option>
                  <ChoiceOptions values={LEAGUE_SKILL_LEVELS} labels={leagueSkillLabels} />
                </NativeSelect>
              )}
            </FormField>
            <FormField
              label="Maximum Members"
              error={errors.maxMembers?.message}
              description={`${LEAGUE_MEMBERS_MIN} to ${LEAGUE_MEMBERS_MAX} members`}
            >
              {(field) => (
                <Input
                  {...field}
                  {...form.register('maxMembers', { setValueAs: wholeNumberOrEmpty })}
                  type="number"
                  inputMode="numeric"
                  min={LEAGUE_MEMBERS_MIN}
                  max={LEAGUE_MEMBERS_MAX}
                  step={1}
                />
              )}
            </FormField>
          </div>
          <FormField
            label="Place (optional)"
            error={errors.place?.message ?? errors.longitude?.message}
            description="Where the league plays: Discover shows it to players nearby first. Without one, your profile's place counts."
          >
            {(field) => (
              <LocationField
                control={field}
                value={{ name: place ?? '', latitude: latitude ?? null, longitude: longitude ?? null }}
                maxLength={LEAGUE_PLACE_MAX_LENGTH}
                onChange={(next) => {
                  const validate = form.formState.isSubmitted;
                  form.setValue('place', next.name, { shouldDirty: true, shouldValidate: validate });
                  form.setValue('latitude', next.latitude);
                  form.setValue('longitude', next.longitude);
                }}
              />
            )}
          </FormField>
          <FormField
            label="Description (optional)"
            error={errors.description?.message}
            description={`${(description ?? '').length}/${LEAGUE_DESCRIPTION_MAX_LENGTH} characters`}
          >
            {(field) => (
              <Textarea
                {...field}
                {...form.register('description')}
                maxLength={LEAGUE_DESCRIPTION_MAX_LENGTH}
                placeholder="When you play, where, and who the league is for"
              />
            )}
          </FormField>
          <div className="flex items-center justify-between gap-4 rounded-lg border px-4 py-3">
            <div className="grid gap-1">
              <Label htmlFor={privateId}>Private League</Label>
              <p id={`${privateId}-help`} className="text-sm text-muted-foreground">
                Players ask to join and you approve them.
              </p>
            </div>
            <Switch
              id={privateId}
              aria-describedby={`${privateId}-help`}
              checked={isPrivate ?? false}
              onCheckedChange={(checked) => form.setValue('isPrivate', checked, { shouldDirty: true })}
            />
          </div>
        </CardContent>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline" size="lg">
          <Link to={paths.leagues.getHref()}>Cancel</Link>
        </Button>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? 'Creating...' : 'Create League'}
        </Button>
      </div>
    </form>
  );
}
