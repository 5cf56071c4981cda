import { MESSAGE_MAX_LENGTH } from '@rally/shared/messages/messages.limits';
import { SendIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { useMessageDraft } from '../../../lib/use-message-draft.ts';
import { useSendGameChatMessage } from '../api/send-game-chat-message.ts';

type GameChatComposerProps = {
  gameId: string;
  /** The host or a co-host: may mark the message as an announcement. */
  canAnnounce: boolean;
  announcementsLeft: number;
};

/**
 * The input under the game's chat, as a conversation's: Enter sends and Shift+Enter starts a new line;
 * blank text is never sent; a refused message comes back into the input with the reason beside it. The
 * host and co-hosts may post it as an announcement, which is pinned and reaches every player at once.
 */
export function GameChatComposer({ gameId, canAnnounce, announcementsLeft }: GameChatComposerProps) {
  const inputId = useId();
  const errorId = useId();
  const counterId = useId();
  const announceId = useId();
  const [announcement, setAnnouncement] = useState(false);
  const send = useSendGameChatMessage(gameId);
  const mayAnnounce = canAnnounce && announcementsLeft > 0;
  const { draft, error, blank, counted, submit, onKeyDown, onChange } = useMessageDraft({
    pending: send.isPending,
    send: (text, failed) => {
      const asAnnouncement = announcement && mayAnnounce;
      setAnnouncement(false);
      send.mutate(
        { message: text, announcement: asAnnouncement },
        {
          onError: (failure) => {
            setAnnouncement(asAnnouncement);
            failed(failure);
          },
        },
      );
    },
  });

  const describedBy = [error ? errorId : null, counted ? counterId : null].filter(Boolean).join(' ');
  return (
    <form
      className="grid gap-2 border-t px-4 py-3 sm:px-6"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="text-sm font-semibold">
        Message the players
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={inputId}
          value={draft}
          onChange={onChange}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Type a message..."
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-lg border border-input bg-background px-3 py-2 text-base text-foreground outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40 aria-invalid:border-destructive sm:text-sm"
        />
        <Button type="submit" size="icon" aria-label="Send" disabled={blank || send.isPending}>
          <SendIcon aria-hidden />
        </Button>
      </div>
      {counted ? (
        <p id={counterId} className="text-xs text-muted-foreground">
          {draft.length.toLocaleString()}/{MESSAGE_MAX_LENGTH.toLocaleString()} characters
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        {canAnnounce ? (
          <div className="flex items-center gap-2">
            <Checkbox
              id={announceId}
              checked={announcement && mayAnnounce}
              disabled={!mayAnnounce}
              onCheckedChange={(checked) => setAnnouncement(checked === true)}
            />
            <label htmlFor={announceId} className="text-sm">
              Post as announcement{' '}
              <span className="text-muted-foreground">
                ({announcementsLeft > 0 ? `${announcementsLeft} left today` : 'none left today'})
              </span>
            </label>
          </div>
        ) : null}
        <p className="hidden text-xs text-muted-foreground sm:block">
          Enter to send, Shift+Enter for a new line
        </p>
      </div>
    </form>
  );
}
