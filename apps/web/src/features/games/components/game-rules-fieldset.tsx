import {
  DEADLINE_HOURS_CHOICES,
  DECISION_HOURS_CHOICES,
  GAME_PLAYERS_MIN,
  GUESTS_PER_PLAYER_MAX,
} from '@rally/shared/games/games.limits';
import type { CreateGameInput, NewGame } from '@rally/shared/games/games.schemas';
import type { UseFormReturn } from 'react-hook-form';
import { NativeSelect } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';

type GameRulesFieldsetProps = { form: UseFormReturn<CreateGameInput, unknown, NewGame> };

/** Blank means no rule (null); otherwise the whole number typed or chosen. */
const numberOrNull = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isNaN(number) ? null : number;
};

const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/** A select's choices of "N hours before the start". */
function HoursBeforeStartOptions({ choices }: { choices: readonly number[] }) {
  return choices.map((hours) => (
    <option key={hours} value={hours}>
      {hoursText(hours)} before the start
    </option>
  ));
}
const GUEST_CHOICES = Array.from({ length: GUESTS_PER_PLAYER_MAX + 1 }, (_, count) => count);

/**
 * The game's rules on Create and Edit game: a minimum with its decision time, the join and leave
 * deadlines and guests per player. Every one is optional; the server checks them with the same schema.
 */
export function GameRulesFieldset({ form }: GameRulesFieldsetProps) {
  const { errors } = form.formState;
  const [minPlayers, maxPlayers] = form.watch(['minPlayers', 'maxPlayers']);
  const hasMinimum = typeof minPlayers === 'number' && !Number.isNaN(minPlayers);
  return (
    <fieldset className="grid gap-5 rounded-lg border px-4 py-4">
      <legend className="px-1 text-base font-semibold">Game rules</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Minimum players (optional)"
          error={errors.minPlayers?.message}
          description={`Counting you, players and guests. Below it at the decision time, the game is called off. ${GAME_PLAYERS_MIN} to ${typeof maxPlayers === 'number' && !Number.isNaN(maxPlayers) ? maxPlayers : 'the maximum'}.`}
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('minPlayers', { setValueAs: numberOrNull })}
              type="number"
              inputMode="numeric"
              min={GAME_PLAYERS_MIN}
              step={1}
              placeholder="No minimum"
            />
          )}
        </FormField>
        {hasMinimum ? (
          <FormField
            label="Decide go or no-go"
            error={errors.decisionHours?.message}
            description="Everyone playing is told if the game is called off."
          >
            {(field) => (
              <NativeSelect {...field} {...form.register('decisionHours', { setValueAs: Number })}>
                <HoursBeforeStartOptions choices={DECISION_HOURS_CHOICES} />
              </NativeSelect>
            )}
          </FormField>
        ) : null}
        <FormField
          label="Joining closes"
          error={errors.joinDeadlineHours?.message}
          description="Joins and requests after this are refused."
        >
          {(field) => (
            <NativeSelect {...field} {...form.register('joinDeadlineHours', { setValueAs: numberOrNull })}>
              <option value="">At the start</option>
              <HoursBeforeStartOptions choices={DEADLINE_HOURS_CHOICES} />
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label="Late cancellation after"
          error={errors.leaveDeadlineHours?.message}
          description="Players may still leave later, but it is recorded as a late cancellation."
        >
          {(field) => (
            <NativeSelect {...field} {...form.register('leaveDeadlineHours', { setValueAs: numberOrNull })}>
              <option value="">No leave deadline</option>
              <HoursBeforeStartOptions choices={DEADLINE_HOURS_CHOICES} />
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label="Guests per player"
          error={errors.guestsPerPlayer?.message}
          description="Each guest takes a spot and leaves with the player who brought them."
        >
          {(field) => (
            <NativeSelect {...field} {...form.register('guestsPerPlayer', { setValueAs: Number })}>
              {GUEST_CHOICES.map((count) => (
                <option key={count} value={count}>
                  {count === 0 ? 'No guests' : count === 1 ? '1 guest' : `${count} guests`}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
