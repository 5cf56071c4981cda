import { MESSAGE_MAX_LENGTH } from '@rally/shared/messages/messages.schemas';
import { checkContent } from '@rally/shared/text-filter';
import { type ChangeEvent, type KeyboardEvent, useState } from 'react';
import { errorMessage } from './api-error.ts';

/** A character counter shows once this few characters remain, when the limit starts to matter. */
export const MESSAGE_COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

type SendDraft = (
  text: string,
  /** Call when the send fails: the text comes back into the input (unless a new one was started). */
  failed: (failure: unknown) => void,
) => void;

/**
 * The draft under a message history: Enter sends and Shift+Enter starts a new line; blank text is never
 * sent; text the server would refuse is explained without a round trip; a failed send comes back into
 * the input with the reason in `error`.
 */
export function useMessageDraft({ send, pending }: { send: SendDraft; pending: boolean }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit() {
    const text = draft.trim();
    if (!text || pending) return;
    // The same check the server makes, so a refused word is explained without a round trip.
    const refused = checkContent('message', text);
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    setDraft('');
    send(text, (failure) => {
      setDraft((current) => (current.trim() ? current : text));
      setError(errorMessage(failure));
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method is composing, Enter picks a candidate rather than sending.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  function onChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setDraft(event.target.value);
    if (error) setError(null);
  }

  return {
    draft,
    error,
    blank: draft.trim().length === 0,
    /** Near enough to the limit to show the count. */
    counted: draft.length >= MESSAGE_COUNTER_FROM,
    submit,
    onKeyDown,
    onChange,
  };
}
