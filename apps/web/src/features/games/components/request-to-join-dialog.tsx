import { JOIN_MESSAGE_MAX_LENGTH } from '@rally/shared/games/games.limits';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useRequestToJoin } from '../api/request-to-join.ts';

type RequestToJoinDialogProps = {
  gameId: string;
  gameTitle: string;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/** Asks the host of a private game to let the viewer in, with an optional, content-checked message. */
export function RequestToJoinDialog(props: RequestToJoinDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <RequestForm {...props} /> : null}
    </Dialog>
  );
}

const FORM_ID = 'request-to-join-form';

function RequestForm({ gameId, gameTitle, onOpenChange }: RequestToJoinDialogProps) {
  const request = useRequestToJoin(gameId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
    <DialogContent
      title="Request to Join Game"
      description={
        <>
          <span className="font-semibold text-foreground">{gameTitle}</span> is private: the host decides who
          plays.
        </>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={FORM_ID} disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send Request'}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        onSubmit={async (event) => {
          event.preventDefault();
          // The same check the server makes, so a flagged word is caught before sending. Its schema
          // loads on the first send, not with the game's page.
          const { joinRequestInput } = await import('@rally/shared/games/games.schemas');
          const parsed = joinRequestInput.safeParse({ message });
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message);
            return;
          }
          request.mutate({ message: parsed.data.message }, { onSuccess: () => onOpenChange(false) });
        }}
      >
        <FormField label="Message to the host (optional)" error={error}>
          {(control) => (
            <Textarea
              {...control}
              value={message}
              maxLength={JOIN_MESSAGE_MAX_LENGTH}
              placeholder="Say hello, or tell the host a little about how you play"
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
