/**
 * A suspension as both sides speak of it: the sign-in refusal's code and text. Plain values, no zod, so
 * the sign-in page can show the text without loading the validation library.
 */

/** The code of a refused sign-in (403) while the account is suspended; `details.endsAt` says until when. */
export const ACCOUNT_SUSPENDED_CODE = 'account_suspended';

/** What a refused sign-in carries besides its text: the end (ISO 8601), or null for good. */
export type AccountSuspendedDetails = { endsAt: string | null };

/** The notice to a cancelled game's players when its host is suspended (the reason stays private). */
export const suspendedHostGameText = (title: string, when: string) =>
  `"${title}" on ${when} was cancelled: its host can no longer run games on Rally.`;

/**
 * The sign-in refusal's text. The end is shown as a date ("4 December 2026"), in `timeZone` (the
 * browser's own when the page renders it; the server, which does not know the reader's, writes UTC).
 */
export function suspendedSignInText(endsAt: string | null, timeZone?: string): string {
  if (endsAt === null) return 'Your account is suspended.';
  const end = new Date(endsAt);
  if (Number.isNaN(end.getTime())) return 'Your account is suspended.';
  const date = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(end);
  return `Your account is suspended until ${date}.`;
}
