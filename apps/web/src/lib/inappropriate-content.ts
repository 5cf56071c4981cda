import { contentMessages, INAPPROPRIATE_CONTENT_TITLE } from '@rally/shared/content-messages';
import { toast } from 'sonner';

/** Every profanity and slur text the content check can answer with, whichever field it checked. */
const contentRefusals = new Set<string>(
  Object.values(contentMessages).flatMap((messages) => [messages.profanity, messages.slur]),
);

/** Whether a message is the content check's refusal rather than another kind of error. */
export function isContentRefusal(message: string | undefined): boolean {
  return message !== undefined && contentRefusals.has(message);
}

/** Spec document 2 §5: a text refused by the content check toasts under Inappropriate Content. */
export function toastInappropriate(message: string): void {
  toast.error(INAPPROPRIATE_CONTENT_TITLE, { description: message });
}
