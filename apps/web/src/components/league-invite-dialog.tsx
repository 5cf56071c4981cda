import {
  INVITE_EMAILS_PER_SEND_MAX,
  leagueUrl,
  splitEmailList,
} from '@rally/shared/leagues/league-invitations';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { CopyIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../lib/api-error.ts';
import { useSendLeagueInvitations } from '../lib/send-league-invitations.ts';
import { Button } from './ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from './ui/dialog.tsx';
import { Textarea } from './ui/field-controls.tsx';
import { FormField } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

type LeagueInviteDialogProps = {
  leagueId: string;
  leagueName: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** After invitations went out (the /find banner ends then). */
  onInvited?(): void;
};

/**
 * Invite Players (spec document 2 §2): the league's link to copy, and a comma-separated list of email
 * addresses that each get an invitation with that link.
 */
export function LeagueInviteDialog(props: LeagueInviteDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <InviteForm {...props} /> : null}
    </Dialog>
  );
}

function InviteForm({ leagueId, leagueName, onOpenChange, onInvited }: LeagueInviteDialogProps) {
  const formId = useId();
  const linkId = useId();
  const linkRef = useRef<HTMLInputElement>(null);
  const send = useSendLeagueInvitations(leagueId);
  const [emails, setEmails] = useState('');
  const [error, setError] = useState<string | undefined>();
  const link = leagueUrl(window.location.origin, leagueId);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Without clipboard access (an insecure origin, a refused permission), copy the selected text.
      linkRef.current?.select();
      document.execCommand('copy');
    }
    toast.success(leagueMessages.linkCopied);
  }

  return (
    <DialogContent
      title="Invite Players"
      description={
        <>
          Share <span className="font-semibold text-foreground">{leagueName}</span> with a link, or send an
          invitation by email.
        </>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Invitations'}
          </Button>
        </>
      }
    >
      <div className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor={linkId}>League link</Label>
          <div className="flex gap-2">
            <Input
              id={linkId}
              ref={linkRef}
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="outline" onClick={() => void copyLink()}>
              <CopyIcon aria-hidden />
              Copy<span className="sr-only"> league link</span>
            </Button>
          </div>
        </div>
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            const addresses = splitEmailList(emails);
            if (addresses.length === 0) {
              setError(leagueMessages.noEmails);
              return;
            }
            send.mutate(
              { emails: addresses.join(', ') },
              {
                onSuccess: (result) => {
                  toast.success(result.message);
                  onOpenChange(false);
                  onInvited?.();
                },
                onError: (failure) => setError(errorMessage(failure, leagueMessages.unexpected)),
              },
            );
          }}
        >
          <FormField
            label="Email invitations"
            error={error}
            description={`Separate addresses with commas (up to ${INVITE_EMAILS_PER_SEND_MAX} at a time).`}
          >
            {(control) => (
              <Textarea
                {...control}
                value={emails}
                className="min-h-20"
                placeholder="alex@example.com, sam@example.com"
                onChange={(event) => {
                  setError(undefined);
                  setEmails(event.target.value);
                }}
              />
            )}
          </FormField>
        </form>
      </div>
    </DialogContent>
  );
}
