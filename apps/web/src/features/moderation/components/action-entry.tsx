import type { ModerationActionEntry } from '@rally/shared/moderation/moderation.schemas';
import { formatFullMoment } from '../../../lib/date-format.ts';
import { describeAction } from '../lib/moderation-words.ts';

/** One recorded action: who did what, when, and why. */
export function ActionEntry({ entry }: { entry: ModerationActionEntry }) {
  return (
    <li className="grid gap-0.5 py-2.5 text-sm">
      <p>
        <span className="font-medium">{describeAction(entry)}</span>
        <span className="text-muted-foreground">
          {' · '}
          <time dateTime={entry.createdAt}>{formatFullMoment(entry.createdAt)}</time>
        </span>
      </p>
      <p className="break-words whitespace-pre-wrap text-muted-foreground">Reason: {entry.reason}</p>
    </li>
  );
}
