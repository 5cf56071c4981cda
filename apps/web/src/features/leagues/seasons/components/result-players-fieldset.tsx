import { SEASON_LIMITS } from '@rally/shared/seasons/seasons.constants';
import type { SeasonTeam } from '@rally/shared/seasons/seasons.schemas';
import { useId } from 'react';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import type { PlayerLine } from './result-form-values.ts';

type ResultPlayersFieldsetProps = {
  team: SeasonTeam;
  lines: PlayerLine[];
  /** The season's stat ("Goals"); null when it counts appearances only. */
  statLabel: string | null;
  errors: Record<string, string> | undefined;
  onChange: (line: PlayerLine) => void;
};

const playerName = (name: string | null) => name ?? 'Unknown Player';

/**
 * One team's players in the report: who played (all ticked at first, since most of a roster turns up)
 * and, when the season counts one, each player's stat.
 */
export function ResultPlayersFieldset({
  team,
  lines,
  statLabel,
  errors,
  onChange,
}: ResultPlayersFieldsetProps) {
  const id = useId();
  const byId = new Map(lines.map((line) => [line.userId, line]));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium break-words">{team.name} players</legend>
      {team.players.length === 0 ? (
        <p className="text-sm text-muted-foreground">No players on this team.</p>
      ) : (
        team.players.map((player) => {
          const line = byId.get(player.id) ?? { userId: player.id, played: true, stat: '' };
          const name = playerName(player.name);
          const error = errors?.[player.id];
          const errorId = `${id}-${player.id}-error`;
          return (
            <div key={player.id} className="grid gap-1">
              <div className="flex items-center gap-3">
                <Checkbox
                  id={`${id}-${player.id}-played`}
                  checked={line.played}
                  onCheckedChange={(checked) => onChange({ ...line, played: checked === true })}
                />
                <Label htmlFor={`${id}-${player.id}-played`} className="min-w-0 flex-1 break-words">
                  {name} played
                </Label>
                {statLabel ? (
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={SEASON_LIMITS.statMax}
                    step={1}
                    className="w-20"
                    placeholder="0"
                    aria-label={`${name}: ${statLabel}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    disabled={!line.played}
                    value={line.stat}
                    onChange={(event) => onChange({ ...line, stat: event.target.value })}
                  />
                ) : null}
              </div>
              {error ? (
                <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })
      )}
    </fieldset>
  );
}
