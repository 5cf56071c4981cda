import { toast } from 'sonner';
import { isApiError, refusalOr } from '../../../lib/api-error.ts';
import { isContentRefusal, toastInappropriate } from '../../../lib/inappropriate-content.ts';

// The content check's refusal and its toast are every form's (lib/inappropriate-content.ts); league
// forms read them from here with the toast of a league write's error.
export { isContentRefusal, toastInappropriate };

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
