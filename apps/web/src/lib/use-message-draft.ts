import { MESSAGE_MAX_LENGTH } from '@rally/shared/messages/messages.limits';
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
/** The server's content check, run before sending (null: the text is fine). */
type ContentCheck = (field: 'message', text: string) => string | null;

/**
 * `check`: the server's content check, to explain a refused word without a round trip. The composer
 * passes it in (`checkContent` of the shared text filter) where its word lists may load with the page;
 * without it, the server's refusal comes back beside the field with the text kept.
 */
export function useMessageDraft({
  send,
  pending,
  check,
}: {
  send: SendDraft;
  pending: boolean;
  check?: ContentCheck;
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit() {
    const text = draft.trim();
    if (!text || pending) return;
    // The same check the server makes, so a refused word is explained without a round trip.
    const refused = check?.('message', text) ?? null;
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
