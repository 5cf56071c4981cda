import type { ReportTargetType } from '@rally/shared/moderation/moderation.constants';
import type { Database } from '../../db/client.ts';
import type { ReportSnapshot } from '../../db/schema/moderation.ts';

/** A reported thing as its owner feature describes it now: whose it is, what it says, where it is. */
export type ReportTargetView = {
  /** The profile's owner, the host, the creator, the author; null once their account is gone. */
  subjectUserId: string | null;
  /** What a report keeps of it (the text as it reads now). */
  snapshot: ReportSnapshot;
  /** What the queue calls it (a title, a name), null for a message. */
  title: string | null;
  /** The page it is on, for the moderator. */
  link: string | null;
  /** A moderator removed it already. */
  removed: boolean;
};

/**
 * What moderation asks of the feature that owns a reportable thing (messages, game chat, news, reviews,
 * games, leagues, profiles). Each owner answers from its own tables and rules; moderation never reads them.
 */
export type ReportTargetPort = {
  /**
   * The target as `viewerId` may see it, or null when it does not exist or is hidden from them (a private
   * game they cannot see, a message that is not theirs): a reporter cannot tell the two apart. A null
   * viewer is a moderator, who sees it whatever its visibility.
   */
  find(targetId: string, viewerId: string | null): Promise<ReportTargetView | null>;
  /**
   * A moderator's removal in the caller's transaction: a message, news post or review is marked removed
   * (kept as evidence, shown as a tombstone); a game is cancelled and a league deleted as their owner's
   * own paths do, the players told a moderator removed it. `removed` is false when it was gone already;
   * `afterCommit` is what may only happen once the transaction committed (stored files deleted).
   * Absent where removal means nothing (a profile: warn or suspend its owner instead).
   */
  remove?(targetId: string, tx: Database): Promise<{ removed: boolean; afterCommit?: () => Promise<void> }>;
};

export type ReportTargets = Record<ReportTargetType, ReportTargetPort>;
