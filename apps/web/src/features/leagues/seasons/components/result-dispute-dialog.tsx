import type { Fixture } from '@rally/shared/seasons/fixtures.schemas';
import { disputeResultInput } from '@rally/shared/seasons/results.schemas';
import { SEASON_LIMITS } from '@rally/shared/seasons/seasons.constants';
import { FlagIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../../components/ui/dialog.tsx';
import { Textarea } from '../../../../components/ui/field-controls.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useDisputeFixtureResult } from '../api/results-dispute.ts';

type ResultDisputeDialogProps = { fixture: Fixture; leagueId: string };

/** Dispute (the other team's captain): says what is wrong; the league's organisers settle it. */
export function ResultDisputeDialog({ fixture, leagueId }: ResultDisputeDialogProps) {
  const [open, setOpen] = useState(false);
  const matchup = `${fixture.home.name} v ${fixture.away.name}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <FlagIcon aria-hidden />
          Dispute<span className="sr-only"> the score of {matchup}</span>
        </Button>
      </DialogTrigger>
      {open ? (
        <DialogContent title="Dispute score" description={`${matchup}: the organisers will settle it.`}>
          <DisputeForm fixture={fixture} leagueId={leagueId} onDone={() => setOpen(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DisputeForm({ fixture, leagueId, onDone }: ResultDisputeDialogProps & { onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const dispute = useDisputeFixtureResult(leagueId, onDone);
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = disputeResultInput.safeParse({ reason });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        dispute.mutate({ fixtureId: fixture.id, input: parsed.data });
      }}
    >
      <FormField label="What is wrong with the score?" error={error}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={SEASON_LIMITS.disputeReasonMax}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      {dispute.isError ? <Alert variant="error">{errorMessage(dispute.error)}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={dispute.isPending}>
          {dispute.isPending ? 'Sending...' : 'Dispute score'}
        </Button>
      </div>
    </form>
  );
}
