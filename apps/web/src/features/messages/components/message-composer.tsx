import { MESSAGE_MAX_LENGTH } from '@rally/shared/messages/messages.schemas';
import { checkContent } from '@rally/shared/text-filter';
import { SendIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useMessageDraft } from '../../../lib/use-message-draft.ts';
import { useSendMessage } from '../api/send-message.ts';

/**
 * The input under the conversation. Enter sends and Shift+Enter starts a new line; blank text is never
 * sent; a refused message comes back into the input with the reason under it (spec §5).
 */
export function MessageComposer({ friendId, friendName }: { friendId: string; friendName: string }) {
  const inputId = useId();
  const errorId = useId();
  const send = useSendMessage(friendId);
  const { draft, error, blank, submit, onKeyDown, onChange } = useMessageDraft({
    check: checkContent,
    pending: send.isPending,
    send: (text, failed) => send.mutate(text, { onError: failed }),
  });
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    // Ready to type on opening, where there is a keyboard; on touch screens a sudden keyboard hides the log.
    if (window.matchMedia('(pointer: fine)').matches) input.current?.focus();
  }, []);

  return (
    <form
      className="border-t bg-card px-3 py-3 sm:px-4"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Message {friendName}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={input}
          id={inputId}
          value={draft}
          onChange={onChange}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Type a message..."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-lg border border-input bg-background px-3 py-2 text-base text-foreground outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40 aria-invalid:border-destructive sm:text-sm"
        />
        <Button type="submit" size="icon" aria-label="Send" disabled={blank || send.isPending}>
          <SendIcon aria-hidden />
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p className="mt-1.5 hidden text-xs text-muted-foreground sm:block">
          Enter to send, Shift+Enter for a new line
        </p>
      )}
    </form>
  );
}
