import { TEAM_SCORE_MAX } from '@rally/shared/games/game-day.limits';
import type { GameDetail } from '@rally/shared/games/games.schemas';
import { TrophyIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { NativeSelect } from '../../../components/ui/field-controls.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useRecordResult } from '../api/teams.ts';

type Mode = 'scores' | 'winner';

/**
 * "Record result" (issue 27 §4): after the start, the host or a co-host gives each team's score (the
 * highest wins; a tie for it is a draw), or only the winner, or a draw. Editable for 48 hours.
 */
export function RecordResultButton({ game }: { game: GameDetail }) {
  const [open, setOpen] = useState(false);
  if (!game.abilities.canRecordResult || !game.teams) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <TrophyIcon aria-hidden />
        {game.result ? 'Change result' : 'Record result'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? <RecordResultPanel game={game} teams={game.teams} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function RecordResultPanel({
  game,
  teams,
  onDone,
}: {
  game: GameDetail;
  teams: NonNullable<GameDetail['teams']>;
  onDone(): void;
}) {
  const record = useRecordResult(game.id);
  const [mode, setMode] = useState<Mode>('scores');
  const [scores, setScores] = useState(
    teams.teams.map((team) => (team.score === null ? '' : String(team.score))),
  );
  const [winner, setWinner] = useState(
    game.result?.winner === null ? 'draw' : String(game.result?.winner ?? 1),
  );
  const [error, setError] = useState<string | null>(null);
  const modeId = useId();
  const winnerId = useId();
  const scoreId = useId();

  const submit = () => {
    setError(null);
    if (mode === 'winner') {
      record.mutate({ winner: winner === 'draw' ? null : Number(winner) }, { onSuccess: onDone });
      return;
    }
    const numbers = scores.map((score) => Number(score));
    if (
      scores.some((s) => s.trim() === '') ||
      numbers.some((n) => !Number.isInteger(n) || n < 0 || n > TEAM_SCORE_MAX)
    ) {
      setError(`Give each team a score from 0 to ${TEAM_SCORE_MAX}.`);
      return;
    }
    record.mutate({ scores: numbers }, { onSuccess: onDone });
  };

  return (
    <DialogContent
      title={game.result ? 'Change result' : 'Record result'}
      description="The team with the highest score wins; a tie for it is a draw. You can change it for 48 hours after the start."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={submit} disabled={record.isPending}>
            {record.isPending ? 'Saving...' : 'Save result'}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={modeId}>Record</Label>
          <NativeSelect id={modeId} value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
            <option value="scores">Each team's score</option>
            <option value="winner">Only the winner, or a draw</option>
          </NativeSelect>
        </div>
        {mode === 'scores' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {teams.teams.map((team, index) => (
              <div key={team.no} className="grid gap-1.5">
                <Label htmlFor={`${scoreId}-${team.no}`}>{team.name} score</Label>
                <Input
                  id={`${scoreId}-${team.no}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={TEAM_SCORE_MAX}
                  value={scores[index] ?? ''}
                  onChange={(event) =>
                    setScores((current) => current.map((s, i) => (i === index ? event.target.value : s)))
                  }
                />
              </div>
            ))}
          </div>
        ) : (
          <div className="grid gap-1.5">
            <Label htmlFor={winnerId}>Winner</Label>
            <NativeSelect id={winnerId} value={winner} onChange={(event) => setWinner(event.target.value)}>
              {teams.teams.map((team) => (
                <option key={team.no} value={String(team.no)}>
                  {team.name}
                </option>
              ))}
              <option value="draw">Draw</option>
            </NativeSelect>
          </div>
        )}
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </DialogContent>
  );
}
