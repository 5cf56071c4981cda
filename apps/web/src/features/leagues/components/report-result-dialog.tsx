import { type LeagueGameRequest, reportResultInput } from '@rally/shared/leagues/league-games.schemas';
import { ClipboardCheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useReportLeagueGameResult } from '../api/report-league-game-result.ts';
import { isContentRefusal, toastInappropriate } from '../lib/inappropriate-content.ts';

type ReportResultDialogProps = { leagueId: string; request: LeagueGameRequest };

/** Report Result (either creator): the winner, optional scores and notes. */
export function ReportResultDialog({ leagueId, request }: ReportResultDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <ClipboardCheckIcon aria-hidden />
          Report Result<span className="sr-only"> of {request.title}</span>
        </Button>
      </DialogTrigger>
      {open ? (
        <DialogContent title="Report Result" description={request.title}>
          <ReportResultForm leagueId={leagueId} request={request} onDone={() => setOpen(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type Errors = { winner?: string; scoreWinner?: string; scoreLoser?: string; notes?: string };

/** An empty number field is no score; anything typed is read as a number for the schema to judge. */
const score = (text: string) => (text.trim() === '' ? null : Number(text));

function ReportResultForm({ leagueId, request, onDone }: ReportResultDialogProps & { onDone(): void }) {
  const winnerId = useId();
  const [winner, setWinner] = useState('');
  const [scoreWinner, setScoreWinner] = useState('');
  const [scoreLoser, setScoreLoser] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const report = useReportLeagueGameResult(leagueId, onDone);
  const leagues = [request.requestingLeague, request.targetLeague];

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = reportResultInput.safeParse({
          winnerLeagueId: winner,
          scoreWinner: score(scoreWinner),
          scoreLoser: score(scoreLoser),
          notes,
        });
        if (!parsed.success) {
          const found: Errors = {};
          for (const issue of parsed.error.issues) {
            const field = issue.path[0] === 'winnerLeagueId' ? 'winner' : (issue.path[0] as keyof Errors);
            found[field] ??= issue.message;
          }
          setErrors(found);
          if (isContentRefusal(found.notes)) toastInappropriate(found.notes as string);
          return;
        }
        setErrors({});
        report.mutate({ requestId: request.id, input: parsed.data });
      }}
    >
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.winner ? `${winnerId}-error` : undefined}
        aria-invalid={errors.winner ? true : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Winner</legend>
        {leagues.map((league) => (
          <label
            key={league.id}
            className="flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5"
          >
            <input
              type="radio"
              name={winnerId}
              value={league.id}
              checked={winner === league.id}
              onChange={() => {
                setWinner(league.id);
                setErrors(({ winner: _dropped, ...kept }) => kept);
              }}
              className="size-4 accent-primary"
            />
            <span className="font-medium break-words">{league.name}</span>
          </label>
        ))}
        {errors.winner ? (
          <p id={`${winnerId}-error`} role="alert" className="text-sm font-medium text-destructive">
            {errors.winner}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Winner's score (optional)" error={errors.scoreWinner}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={scoreWinner}
              onChange={(event) => setScoreWinner(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Loser's score (optional)" error={errors.scoreLoser}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={scoreLoser}
              onChange={(event) => setScoreLoser(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField label="Notes (optional)" error={errors.notes}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={1_000}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? 'Reporting...' : 'Report Result'}
        </Button>
      </div>
    </form>
  );
}
