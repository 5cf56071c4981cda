import type { ModerationGroup } from '@rally/shared/moderation/moderation.schemas';
import { BanIcon, CheckIcon, TrashIcon, TriangleAlertIcon, UndoIcon } from 'lucide-react';
import { useViewerId } from '../../../components/safety/viewer-id.tsx';
import { isRemovable, isSuspended, personName, TARGET_TYPE_LABELS } from '../lib/moderation-words.ts';
import { ActionDialog } from './action-dialog.tsx';

const REPORTERS_TOLD = 'Each reporter is told their report was reviewed, not what was done.';

/**
 * What a moderator can do about a group. Dismiss, remove and warn decide the reports (they close and the
 * group leaves the queue). Suspend and reinstate act on the account only, so the group stays, showing
 * the suspension, until the content is decided too.
 */
export function GroupActions({ group, name }: { group: ModerationGroup; name: string }) {
  const { target, history } = group;
  // A moderator never suspends or reinstates their own account (the server refuses it too).
  const viewerId = useViewerId();
  const subject = target.subject;
  const onAccount = subject !== null && subject.id !== viewerId;
  const subjectName = personName(subject);
  const kind = TARGET_TYPE_LABELS[target.type].toLowerCase();
  const onTarget = { targetType: target.type, targetId: target.id };
  const cancelled = target.type === 'game' || target.type === 'league';
  return (
    <div className="flex flex-wrap gap-2">
      <ActionDialog
        label="Dismiss"
        labelTail={` reports about ${name}`}
        icon={CheckIcon}
        title={`Dismiss reports about ${name}?`}
        description={`The reports are closed and nothing else changes. ${REPORTERS_TOLD}`}
        confirmLabel="Dismiss Reports"
        reasonHint="Recorded in the action log."
        build={(reason) => ({ action: 'dismiss', ...onTarget, reason })}
      />
      {isRemovable(target.type) && !target.removed ? (
        <ActionDialog
          label="Remove"
          labelTail={` ${name}`}
          icon={TrashIcon}
          destructive
          title={`Remove ${name}?`}
          description={
            cancelled
              ? `The ${kind} is cancelled as its owner's cancel does, and its players are told a moderator removed it. ${REPORTERS_TOLD}`
              : `The ${kind} is hidden everywhere, with "Removed by a moderator" where it stood. ${REPORTERS_TOLD}`
          }
          confirmLabel={`Remove ${TARGET_TYPE_LABELS[target.type]}`}
          reasonHint="Recorded in the action log."
          build={(reason) => ({ action: 'remove', ...onTarget, reason })}
        />
      ) : null}
      {subject ? (
        <ActionDialog
          label="Warn"
          labelTail={` ${subjectName} about ${name}`}
          icon={TriangleAlertIcon}
          title={`Warn ${subjectName}?`}
          description={`${subjectName} gets a notice with your reason, and the reports are closed. ${REPORTERS_TOLD}`}
          confirmLabel="Send Warning"
          reasonHint={`${subjectName} reads it in the warning.`}
          build={(reason) => ({ action: 'warn', ...onTarget, reason })}
        />
      ) : null}
      {subject && onAccount && !isSuspended(history) ? (
        <ActionDialog
          label="Suspend"
          labelTail={` ${subjectName}`}
          icon={BanIcon}
          destructive
          asksPeriod
          title={`Suspend ${subjectName}?`}
          description={`${subjectName} is signed out everywhere and cannot sign in until it ends; their upcoming hosted games are cancelled. The reports stay open for you to decide on the ${kind}.`}
          confirmLabel="Suspend Account"
          reasonHint="Recorded in the action log."
          build={(reason, days) => ({ action: 'suspend', userId: subject.id, reason, days })}
        />
      ) : null}
      {subject && onAccount && isSuspended(history) ? (
        <ActionDialog
          label="Reinstate"
          labelTail={` ${subjectName}`}
          icon={UndoIcon}
          title={`Reinstate ${subjectName}?`}
          description={`${subjectName}'s suspension ends now and they can sign in again.`}
          confirmLabel="Reinstate Account"
          reasonHint="Recorded in the action log."
          build={(reason) => ({ action: 'reinstate', userId: subject.id, reason })}
        />
      ) : null}
    </div>
  );
}
