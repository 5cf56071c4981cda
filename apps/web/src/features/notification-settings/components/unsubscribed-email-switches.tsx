import {
  type NotificationKind,
  notificationKindLabels,
} from '@rally/shared/notifications/preferences.schemas';
import { PreferenceSwitch } from './preference-switch.tsx';

/**
 * The kinds of email the player stopped from an email's unsubscribe link, shown off, each with a
 * switch to turn it back on (saved with the rest of the form). Nothing is shown when there are none.
 */
export function UnsubscribedEmailSwitches({
  kinds,
  stopped,
  onChange,
}: {
  /** The kinds unsubscribed when the page loaded. */
  kinds: readonly NotificationKind[];
  /** Those still off in the form. */
  stopped: ReadonlySet<NotificationKind>;
  onChange: (kind: NotificationKind, on: boolean) => void;
}) {
  if (kinds.length === 0) return null;
  return (
    <div className="grid py-2" data-testid="unsubscribed-emails">
      <p className="text-sm text-muted-foreground">
        You turned these emails off from an email's unsubscribe link. You can turn them back on here.
      </p>
      {kinds.map((kind) => (
        <PreferenceSwitch
          key={kind}
          label={`Emails about ${notificationKindLabels[kind]}`}
          checked={!stopped.has(kind)}
          onCheckedChange={(on) => onChange(kind, on)}
        />
      ))}
    </div>
  );
}
