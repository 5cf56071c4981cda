import { FAIR_PLAY_MIN_SETTLED_GAMES } from '@rally/shared/fair-play/fair-play';
import { REQUIRED_FAIR_PLAY_LEVELS } from '@rally/shared/fair-play/fair-play.constants';
import type { CreateGameInput, NewGame } from '@rally/shared/games/games.schemas';
import { type ReactNode, useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { NativeSelect } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';

type WhoCanJoinFieldsetProps = { form: UseFormReturn<CreateGameInput, unknown, NewGame> };

type RequiredLevel = (typeof REQUIRED_FAIR_PLAY_LEVELS)[number];

/** The requirement's choices: a minimum is met by it and anything above it, so Good reads "or better". */
const requirementLabels: Record<RequiredLevel, string> = { good: 'Good or better', great: 'Great' };

/**
 * The host's fair-play requirement on Create and Edit game (issue 28 §4): the record a player needs to
 * join or ask to join, whether new players (no level yet) may all the same, and whether the waitlist
 * seats better records first. The server checks and enforces them; the form only offers them.
 */
export function WhoCanJoinFieldset({ form }: WhoCanJoinFieldsetProps) {
  const [minFairPlay, newPlayersWelcome, waitlistByFairPlay] = form.watch([
    'minFairPlay',
    'newPlayersWelcome',
    'waitlistByFairPlay',
  ]);
  const set = (field: 'minFairPlay' | 'newPlayersWelcome' | 'waitlistByFairPlay', value: unknown) =>
    form.setValue(field, value as never, { shouldDirty: true });
  const hasRequirement = minFairPlay === 'good' || minFairPlay === 'great';
  return (
    <fieldset className="grid gap-4 rounded-lg border px-4 py-4">
      <legend className="px-1 text-base font-semibold">Who can join</legend>
      <FormField
        label="Fair-play record needed"
        error={form.formState.errors.minFairPlay?.message}
        description="A player's record combines their attendance and their sportsmanship reviews."
      >
        {(field) => (
          <NativeSelect
            {...field}
            value={hasRequirement ? minFairPlay : ''}
            onChange={(event) => set('minFairPlay', event.target.value === '' ? null : event.target.value)}
          >
            <option value="">Anyone</option>
            {REQUIRED_FAIR_PLAY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {requirementLabels[level]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <CheckboxRow
        label="New players can join"
        help={
          hasRequirement
            ? `Players with fewer than ${FAIR_PLAY_MIN_SETTLED_GAMES} settled games have no level yet.`
            : 'Applies once a record is needed: without one, anyone can join.'
        }
        checked={newPlayersWelcome ?? true}
        disabled={!hasRequirement}
        onChange={(checked) => set('newPlayersWelcome', checked)}
      />
      <CheckboxRow
        label="Waitlist: seat players with a better record first"
        help="A free spot goes to the best record waiting, then to whoever waited longest."
        checked={waitlistByFairPlay ?? false}
        onChange={(checked) => set('waitlistByFairPlay', checked)}
      />
    </fieldset>
  );
}

function CheckboxRow({
  label,
  help,
  checked,
  disabled = false,
  onChange,
}: {
  label: ReactNode;
  help: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-help`} className="text-sm text-muted-foreground">
          {help}
        </p>
      </div>
    </div>
  );
}
