import { zodResolver } from '@hookform/resolvers/zod';
import { GAME_TITLE_MAX_LENGTH } from '@rally/shared/games/games.limits';
import {
  LEAGUE_GAME_TYPES,
  type NewLeagueGameRequest,
  type ScheduleLeagueGameInput,
  scheduleLeagueGameInput,
  TEAM_PLAYERS_DEFAULT,
  TEAM_PLAYERS_MAX,
  TEAM_PLAYERS_MIN,
} from '@rally/shared/leagues/league-games.schemas';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { NativeSelect } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { GameDescriptionField, WhenAndWhereFields } from '../../../components/when-and-where-fields.tsx';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import type { Opponent } from '../api/get-league-opponents.ts';
import { isContentRefusal, toastInappropriate } from '../lib/inappropriate-content.ts';
import { isPastStart } from '../lib/schedule-checks.ts';

type ScheduleLeagueGameFormProps = {
  opponents: readonly Opponent[];
  onSubmit: (request: NewLeagueGameRequest) => void;
  onCancel: () => void;
  submitting: boolean;
};

const gameTypeLabels: Record<(typeof LEAGUE_GAME_TYPES)[number], string> = {
  casual: 'Casual',
  competition: 'Competition',
};

/** Empty while typing; otherwise the number typed, for the schema to judge. */
const numberOrNaN = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? Number.NaN : Number(text);
};

/** Spec document 2 §2 Schedule League Game: every field, checked with the contract the server uses. */
export function ScheduleLeagueGameForm({
  opponents,
  onSubmit,
  onCancel,
  submitting,
}: ScheduleLeagueGameFormProps) {
  const form = useForm<ScheduleLeagueGameInput, unknown, NewLeagueGameRequest>({
    resolver: zodResolver(scheduleLeagueGameInput),
    defaultValues: {
      targetLeagueId: '',
      title: '',
      gameType: 'casual',
      date: '',
      time: '',
      timeZone: browserTimeZone(),
      location: '',
      latitude: null,
      longitude: null,
      description: '',
      maxPlayersPerTeam: TEAM_PLAYERS_DEFAULT,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (request) => {
      if (isPastStart(request.date, request.time)) {
        form.setError('date', { message: leagueMessages.pastDate }, { shouldFocus: true });
        return;
      }
      onSubmit(request);
    },
    (invalid) => {
      const refusal = [invalid.title?.message, invalid.location?.message, invalid.description?.message].find(
        isContentRefusal,
      );
      if (refusal) toastInappropriate(refusal);
    },
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <Card>
        <CardContent className="grid gap-5 pt-6">
          <FormField label="Opposing League" error={errors.targetLeagueId?.message}>
            {(field) => (
              <NativeSelect {...field} {...form.register('targetLeagueId')} aria-required>
                <option value="">Select a league</option>
                {opponents.map((opponent) => (
                  <option key={opponent.id} value={opponent.id}>
                    {opponent.name} ({opponent.memberCount}{' '}
                    {opponent.memberCount === 1 ? 'member' : 'members'})
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>

          <FormField label="Game Title" error={errors.title?.message}>
            {(field) => (
              <Input
                {...field}
                {...form.register('title')}
                maxLength={GAME_TITLE_MAX_LENGTH}
                placeholder="e.g. Spring derby"
                aria-required
              />
            )}
          </FormField>

          <FormField label="Game Type" error={errors.gameType?.message}>
            {(field) => (
              <NativeSelect {...field} {...form.register('gameType')}>
                {LEAGUE_GAME_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {gameTypeLabels[type]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>

          <WhenAndWhereFields form={form} />

          <GameDescriptionField
            form={form}
            label="Description"
            placeholder="Anything the other league should know"
          />

          <FormField
            label="Max Players per Team"
            error={errors.maxPlayersPerTeam?.message}
            description={`Between ${TEAM_PLAYERS_MIN} and ${TEAM_PLAYERS_MAX}.`}
          >
            {(field) => (
              <Input
                {...field}
                {...form.register('maxPlayersPerTeam', { setValueAs: numberOrNaN })}
                type="number"
                inputMode="numeric"
                min={TEAM_PLAYERS_MIN}
                max={TEAM_PLAYERS_MAX}
                step={1}
                aria-required
              />
            )}
          </FormField>
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Sending...' : 'Send Game Request'}
        </Button>
      </div>
    </form>
  );
}
