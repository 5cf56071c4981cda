import type { ModerationGroup } from '@rally/shared/moderation/moderation.schemas';
import { Link } from 'react-router';
import { PlayerAvatar } from '../../../components/player-avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { paths } from '../../../config/paths.ts';
import { isSuspended, personName, suspensionEnd } from '../lib/moderation-words.ts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Whose it is, and what they have against them already: the moderator's context. */
export function SubjectSummary({
  subject,
  history,
}: {
  subject: NonNullable<ModerationGroup['target']['subject']>;
  history: ModerationGroup['history'];
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <PlayerAvatar name={subject.name} avatarUrl={subject.avatarUrl} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link to={paths.userProfile.getHref(subject.id)} className="font-semibold hover:underline">
            {personName(subject)}
          </Link>
          {subject.username ? (
            <span className="text-sm text-muted-foreground">@{subject.username}</span>
          ) : null}
          {isSuspended(history) ? (
            <Badge className="bg-destructive/15 text-destructive">
              Suspended {suspensionEnd(history.suspendedForGood ? null : history.suspendedUntil)}
            </Badge>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {count(history.reportsAgainst, 'earlier report', 'earlier reports')} against them ·{' '}
          {count(history.warnings, 'warning', 'warnings')} ·{' '}
          {count(history.suspensions, 'suspension', 'suspensions')}
        </p>
      </div>
    </div>
  );
}
