import {
  LEAGUE_JOIN_MESSAGE_MAX_LENGTH,
  leagueJoinRequestInput,
} from '@rally/shared/leagues/leagues.schemas';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useRequestToJoinLeague } from '../api/request-to-join-league.ts';
import { isContentRefusal, toastInappropriate } from '../lib/inappropriate-content.ts';

type RequestToJoinLeagueDialogProps = {
  leagueId: string;
  leagueName: string;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/** Asks the creator of a private league to let the viewer in, with an optional, content-checked message. */
export function RequestToJoinLeagueDialog(props: RequestToJoinLeagueDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <RequestForm {...props} /> : null}
    </Dialog>
  );
}

function RequestForm({ leagueId, leagueName, onOpenChange }: RequestToJoinLeagueDialogProps) {
  const formId = useId();
  const request = useRequestToJoinLeague(leagueId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
    <DialogContent
      title="Request to Join League"
      description={
        <>
          <span className="font-semibold text-foreground">{leagueName}</span> is private: its creator decides
          who joins.
        </>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send Request'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          // The same check the server makes, so a flagged word is caught before sending.
          const parsed = leagueJoinRequestInput.safeParse({ message });
          if (!parsed.success) {
            const refusal = parsed.error.issues[0]?.message;
            setError(refusal);
            if (isContentRefusal(refusal) && refusal) toastInappropriate(refusal);
            return;
          }
          request.mutate({ message: parsed.data.message }, { onSuccess: () => onOpenChange(false) });
        }}
      >
        <FormField label="Message to the creator (optional)" error={error}>
          {(control) => (
            <Textarea
              {...control}
              value={message}
              maxLength={LEAGUE_JOIN_MESSAGE_MAX_LENGTH}
              placeholder="Say hello, or tell the creator a little about how you play"
              onChange={(event) => {
                setError(undefined);
                setMessage(event.target.value);
              }}
            />
          )}
        </FormField>
      </form>
    </DialogContent>
  );
}
