import { contentMessages } from '@rally/shared/content-messages';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { toast } from 'sonner';
import { isApiError, refusalOr } from '../../../lib/api-error.ts';

/** Every profanity and slur text the content check can answer with, whichever field it checked. */
const contentRefusals = new Set<string>(
  Object.values(contentMessages).flatMap((messages) => [messages.profanity, messages.slur]),
);

/** Whether a message is the content check's refusal rather than another kind of error. */
export function isContentRefusal(message: string | undefined): boolean {
  return message !== undefined && contentRefusals.has(message);
}

/** Spec document 2 §5: league texts refused by the content check toast under Inappropriate Content. */
export function toastInappropriate(message: string): void {
  toast.error(leagueMessages.inappropriateTitle, { description: message });
}

/**
 * The error toast of a write that carries league text: the server's content refusal under the
 * Inappropriate Content title (its 400 names the field's text), anything else as `refusalOr` words it.
 */
export function toastLeagueTextError(failure: string) {
  return (error: unknown) => {
    const fieldMessages = isApiError(error) ? Object.values(error.fields ?? {}).flat() : [];
    const refusal = [isApiError(error) ? error.message : undefined, ...fieldMessages].find(isContentRefusal);
    if (refusal) toastInappropriate(refusal);
    else toast.error(refusalOr(failure)(error));
  };
}
