import { JOIN_REQUEST_MESSAGE_MAX_LENGTH } from '@rally/shared/join-requests/join-requests.limits';
import { type ReactNode, useId, useState } from 'react';
import { isContentRefusal, toastInappropriate } from '../../lib/inappropriate-content.ts';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog.tsx';
import { Textarea } from '../ui/field-controls.tsx';
import { FormField } from '../ui/form-field.tsx';

/** What the message check answers: the message to send, or the first reason it is refused. */
export type JoinMessageCheck =
  | { success: true; data: { message: string | null } }
  | { success: false; error: { issues: readonly { message: string }[] } };

/** The ask, as each kind's mutation takes it. */
export type JoinRequestSender = {
  isPending: boolean;
  mutate(input: { message: string | null }, options: { onSuccess(): void }): void;
};

type RequestToJoinDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** "Request to Join Game", "Request to Join League". */
  title: string;
  /** What is asked to join and who decides. */
  description: ReactNode;
  /** "Message to the host (optional)". */
  messageLabel: string;
  placeholder: string;
  /**
   * The same check the server makes, so a flagged word is caught before sending. Each kind loads its
   * schema here, on the first send: the page that shows the button does not carry the validation library.
   */
  checkMessage(message: string): Promise<JoinMessageCheck>;
  request: JoinRequestSender;
};

/**
 * Asks to join something private (a game, a league) with an optional, content-checked message. A
 * refused message shows under the box, and a profane or hateful one also toasts under Inappropriate
 * Content; the dialog closes once the request is sent.
 */
export function RequestToJoinDialog(props: RequestToJoinDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <RequestForm {...props} /> : null}
    </Dialog>
  );
}

function RequestForm({
  onOpenChange,
  title,
  description,
  messageLabel,
  placeholder,
  checkMessage,
  request,
}: RequestToJoinDialogProps) {
  const formId = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
    <DialogContent
      title={title}
      description={description}
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
        onSubmit={async (event) => {
          event.preventDefault();
          const checked = await checkMessage(message);
          if (!checked.success) {
            const refusal = checked.error.issues[0]?.message;
            setError(refusal);
            if (refusal && isContentRefusal(refusal)) toastInappropriate(refusal);
            return;
          }
          request.mutate({ message: checked.data.message }, { onSuccess: () => onOpenChange(false) });
        }}
      >
        <FormField label={messageLabel} error={error}>
          {(control) => (
            <Textarea
              {...control}
              value={message}
              maxLength={JOIN_REQUEST_MESSAGE_MAX_LENGTH}
              placeholder={placeholder}
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
