// The Invite Players dialog's rules as plain values, with no validation library: the dialog opens from
// pages that load no schemas (Find's banner after a create), and the schemas build on these.

/** Email invitations: addresses per send, and per inviter per day (so the form is no spam cannon). */
export const INVITE_EMAILS_PER_SEND_MAX = 20;
export const INVITE_EMAILS_PER_DAY_MAX = 50;

/** Splits the Invite Players field into addresses: commas, semicolons, spaces or new lines apart. */
export function splitEmailList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** The league URL the Invite dialog shows (spec document 2 §9): origin plus /leagues/{id}. */
export const leagueUrl = (origin: string, leagueId: string) => `${origin}/leagues/${leagueId}`;
