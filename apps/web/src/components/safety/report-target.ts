import type { ReportTargetType } from '@rally/shared/moderation/moderation.constants';

/** Something a player can report, as the report dialog names it. */
export type ReportTarget = {
  type: ReportTargetType;
  id: string;
  /** How the dialog's title names it: "this message", "Pat Lee", "Sunday 5-a-side". */
  label: string;
  /**
   * Whose it is (the profile itself, the host, the author): the dialog offers to block them too. Null
   * when no one the viewer could block owns it (or the viewer is not told who).
   */
  owner: { id: string; name: string } | null;
};
