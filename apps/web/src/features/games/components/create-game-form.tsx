import { zodResolver } from '@hookform/resolvers/zod';
import {
  COST_AMOUNT_MAX,
  GAME_GENDERS,
  GAME_PLAYERS_MAX,
  GAME_PLAYERS_MIN,
  GAME_SKILL_LEVELS,
  GAME_TITLE_MAX_LENGTH,
  VENUE_COSTS,
} from '@rally/shared/games/games.limits';
import { gameMessages } from '@rally/shared/games/games.messages';
import {
  CREATE_GAME_DEFAULTS,
  type CreateGameInput,
  createGameInput,
  type NewGame,
} from '@rally/shared/games/games.schemas';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { ChoiceOptions } from '../../../components/choice-options.tsx';
import { SportGrid } from '../../../components/sport-grid.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { NativeSelect } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { GameDescriptionField, WhenAndWhereFields } from '../../../components/when-and-where-fields.tsx';
import { nearOf, rememberedChoice } from '../../../lib/player-place.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { genderLabels, skillLevelLabels, venueCostLabels } from '../lib/game-choices.ts';
import { GameRulesFieldset } from './game-rules-fieldset.tsx';
import { RepeatsFields } from './repeats-fields.tsx';
import { WhoCanJoinFieldset } from './who-can-join-fieldset.tsx';

type CreateGameFormProps = {
  onSubmit: (game: NewGame) => void;
  submitting: boolean;
  /** The reason the last attempt failed, shown above the button. */
  failure: string | null;
  /**
   * Edit game: the game's current values fill the form and the button saves the changes. Fields only
   * a new game has (Repeats) read `editing` to stay out of the edit form.
   */
  editing?: {
    initialValues: CreateGameInput;
    /** What the server said of each field on the last attempt (the maximum below the players in). */
    fieldErrors?: Record<string, string[]> | undefined;
  };
};

/** Empty while typing; otherwise a whole number, never below 0 (spec document 2 §5). */
const wholeNumberOrEmpty = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? Number.NaN : Math.max(0, Number.parseInt(text, 10));
};
const amountOrNull = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text);
};

/** Every field of spec document 2 §2 Create Game, checked with the same contract the server uses. */
export function CreateGameForm({ onSubmit, submitting, failure, editing }: CreateGameFormProps) {
  const privateId = useId();
  const form = useForm<CreateGameInput, unknown, NewGame>({
    resolver: zodResolver(createGameInput),
    defaultValues: editing?.initialValues ?? {
      ...CREATE_GAME_DEFAULTS,
      title: '',
      date: '',
      time: '',
      location: '',
      latitude: null,
      longitude: null,
      costAmount: null,
      description: '',
      timeZone: browserTimeZone(),
      minFairPlay: null,
      newPlayersWelcome: true,
      waitlistByFairPlay: false,
    },
  });
  const { errors } = form.formState;
  const serverFieldErrors = editing?.fieldErrors;
  // The server's word on a field (a rule only it can judge) shows beside that field.
  useEffect(() => {
    for (const [field, [message]] of Object.entries(serverFieldErrors ?? {})) {
      if (message) form.setError(field as keyof CreateGameInput, { type: 'server', message });
    }
  }, [serverFieldErrors, form]);
  const [sport, maxPlayers, isPrivate, venueCost] = form.watch([
    'sport',
    'maxPlayers',
    'isPrivate',
    'venueCost',
  ]);
  const tooFewPlayers =
    typeof maxPlayers === 'number' && !Number.isNaN(maxPlayers) && maxPlayers < GAME_PLAYERS_MIN;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-6">
      <Card>
        <CardContent className="pt-6">
          <SportGrid
            value={sport}
            onChange={(next) =>
              form.setValue('sport', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
            }
            error={errors.sport?.message}
          />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="grid gap-5 pt-6">
          <FormField label="Game Title" error={errors.title?.message}>
            {(field) => (
              <Input
                {...field}
                {...form.register('title')}
                maxLength={GAME_TITLE_MAX_LENGTH}
                placeholder="e.g. Sunday morning pickup"
                aria-required
              />
            )}
          </FormField>

          <WhenAndWhereFields form={form} near={nearOf(rememberedChoice())} />

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Max Players"
              error={errors.maxPlayers?.message}
              description={
                tooFewPlayers
                  ? gameMessages.minPlayersHint
                  : `${GAME_PLAYERS_MIN} to ${GAME_PLAYERS_MAX} players`
              }
            >
              {(field) => (
                <Input
                  {...field}
                  {...form.register('maxPlayers', { setValueAs: wholeNumberOrEmpty })}
                  type="number"
                  inputMode="numeric"
                  min={GAME_PLAYERS_MIN}
                  max={GAME_PLAYERS_MAX}
                  step={1}
                />
              )}
            </FormField>
            <FormField label="Skill Level" error={errors.skillLevel?.message}>
              {(field) => (
                <NativeSelect {...field} {...form.register('skillLevel')}>
                  <ChoiceOptions values={GAME_SKILL_LEVELS} labels={skillLevelLabels} />
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Gender" error={errors.gender?.message}>
              {(field) => (
                <NativeSelect {...field} {...form.register('gender')}>
                  <ChoiceOptions values={GAME_GENDERS} labels={genderLabels} />
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Venue Cost" error={errors.venueCost?.message}>
              {(field) => (
                <NativeSelect {...field} {...form.register('venueCost')}>
                  <ChoiceOptions values={VENUE_COSTS} labels={venueCostLabels} />
                </NativeSelect>
              )}
            </FormField>
            {venueCost === 'paid' ? (
              <FormField label="Cost per Player ($)" error={errors.costAmount?.message}>
                {(field) => (
                  <Input
                    {...field}
                    {...form.register('costAmount', { setValueAs: amountOrNull })}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={COST_AMOUNT_MAX}
                    step="0.01"
                    aria-required
                  />
                )}
              </FormField>
            ) : null}
          </div>

          <div className="flex items-center justify-between gap-4 rounded-lg border px-4 py-3">
            <div className="grid gap-1">
              <Label htmlFor={privateId}>Private Game</Label>
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

          {editing ? null : <RepeatsFields form={form} />}

          <GameDescriptionField
            form={form}
            label="Description (optional)"
            placeholder="Format, level, what to bring…"
            counted
          />

          <GameRulesFieldset form={form} />

          <WhoCanJoinFieldset form={form} />
        </CardContent>
      </Card>

      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          {editing
            ? submitting
              ? gameMessages.saving
              : gameMessages.saveChanges
            : submitting
              ? gameMessages.creating
              : 'Create Game'}
        </Button>
      </div>
    </form>
  );
}
