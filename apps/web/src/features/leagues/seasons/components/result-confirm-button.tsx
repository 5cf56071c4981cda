import type { Fixture } from '@rally/shared/seasons/fixtures.schemas';
import { CheckIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useConfirmFixtureResult } from '../api/results-confirm.ts';

/** Confirm (the other team's captain): the reported score counts from now. A refusal shows beside it. */
export function ResultConfirmButton({ fixture, leagueId }: { fixture: Fixture; leagueId: string }) {
  const confirm = useConfirmFixtureResult(leagueId, () =>
    toast.success('Score confirmed: it counts in the table'),
  );
  return (
    <>
      <Button size="sm" disabled={confirm.isPending} onClick={() => confirm.mutate(fixture.id)}>
        <CheckIcon aria-hidden />
        {confirm.isPending ? 'Confirming...' : 'Confirm'}
        <span className="sr-only">
          {' '}
          the score of {fixture.home.name} v {fixture.away.name}
        </span>
      </Button>
      {confirm.isError ? (
        <p role="alert" className="basis-full text-sm font-medium text-destructive">
          {errorMessage(confirm.error)}
        </p>
      ) : null}
    </>
  );
}
