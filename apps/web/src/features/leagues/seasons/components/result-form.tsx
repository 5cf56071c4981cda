import type { Fixture } from '@rally/shared/seasons/fixtures.schemas';
import { SEASON_LIMITS } from '@rally/shared/seasons/seasons.constants';
import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { useId, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useReportFixtureResult } from '../api/results-report.ts';
import { useSettleFixtureResult } from '../api/results-settle.ts';
import { type PlayerLine, type ResultFormErrors, readResultForm } from './result-form-values.ts';
import { ResultPlayersFieldset } from './result-players-fieldset.tsx';

export type ResultFormMode = 'report' | 'settle';

type ResultFormProps = { fixture: Fixture; season: SeasonDetail; mode: ResultFormMode; onDone: () => void };

const scoreText = (score: number | null) => (score === null ? '' : String(score));

/**
 * The score of both teams (labelled with their names), who went through when a playoff ends level,
 * and each player's appearance and stat. Reporting and settling send the same body; settling starts
 * from the score already reported. A refusal is shown here, in the server's words.
 */
export function ResultForm({ fixture, season, mode, onDone }: ResultFormProps) {
  const winnerId = useId();
  const teams = [fixture.home, fixture.away].map(
    (side) =>
      season.teams.find((team) => team.id === side.id) ?? {
        ...side,
        captain: null,
        players: [],
        playerCount: 0,
      },
  );
  const [homeScore, setHomeScore] = useState(scoreText(fixture.result.homeScore));
  const [awayScore, setAwayScore] = useState(scoreText(fixture.result.awayScore));
  const [winnerTeamId, setWinnerTeamId] = useState(fixture.result.winnerTeamId ?? '');
  const [players, setPlayers] = useState<PlayerLine[]>(() =>
    teams.flatMap((team) => team.players.map((player) => ({ userId: player.id, played: true, stat: '' }))),
  );
  const [errors, setErrors] = useState<ResultFormErrors>({});
  const report = useReportFixtureResult(season.league.id, onDone);
  const settle = useSettleFixtureResult(season.league.id, onDone);
  const send = mode === 'settle' ? settle : report;
  const isPlayoff = fixture.stage === 'playoff';
  const level = homeScore.trim() !== '' && homeScore.trim() === awayScore.trim();

  const changePlayer = (line: PlayerLine) =>
    setPlayers((lines) => lines.map((each) => (each.userId === line.userId ? line : each)));

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const read = readResultForm(
          { homeScore, awayScore, winnerTeamId, players },
          { isPlayoff, hasStat: season.statLabel !== null },
        );
        if (read.errors) {
          setErrors(read.errors);
          return;
        }
        setErrors({});
        send.mutate({ fixtureId: fixture.id, input: read.input });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ScoreField
          label={`${fixture.home.name} score`}
          value={homeScore}
          error={errors.homeScore}
          onChange={setHomeScore}
        />
        <ScoreField
          label={`${fixture.away.name} score`}
          value={awayScore}
          error={errors.awayScore}
          onChange={setAwayScore}
        />
      </div>
      {isPlayoff && level ? (
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.winnerTeamId ? `${winnerId}-error` : undefined}
          aria-invalid={errors.winnerTeamId ? true : undefined}
        >
          <legend className="mb-1 text-sm font-medium">Who went through?</legend>
          {[fixture.home, fixture.away].map((team) => (
            <label
              key={team.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5"
            >
              <input
                type="radio"
                name={winnerId}
                value={team.id}
                checked={winnerTeamId === team.id}
                onChange={() => setWinnerTeamId(team.id)}
                className="size-4 accent-primary"
              />
              <span className="font-medium break-words">{team.name}</span>
            </label>
          ))}
          {errors.winnerTeamId ? (
            <p id={`${winnerId}-error`} role="alert" className="text-sm font-medium text-destructive">
              {errors.winnerTeamId}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <details className="rounded-lg border px-3 py-2" open={errors.stats ? true : undefined}>
        <summary className="cursor-pointer text-sm font-medium">
          Appearances{season.statLabel ? ` and ${season.statLabel.toLowerCase()}` : ''} (optional)
        </summary>
        <div className="mt-3 grid gap-4">
          {teams.map((team) => (
            <ResultPlayersFieldset
              key={team.id}
              team={team}
              lines={players}
              statLabel={season.statLabel}
              errors={errors.stats}
              onChange={changePlayer}
            />
          ))}
        </div>
      </details>
      {send.isError ? <Alert variant="error">{errorMessage(send.error)}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : mode === 'settle' ? 'Save result' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}

function ScoreField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          max={SEASON_LIMITS.scoreMax}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
