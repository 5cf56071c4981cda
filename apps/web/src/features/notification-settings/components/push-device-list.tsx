import {
  type NotificationSettings,
  preferencesMessages,
} from '@rally/shared/notifications/preferences.schemas';
import { Trash2Icon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCalendarDate } from '../../../lib/date-format.ts';

type Device = NotificationSettings['devices'][number];

/**
 * The devices push goes to, each with its name, when it was added and Remove; this browser's is
 * marked. Removing this device goes through `onRemoveThisDevice` (Disable), which also drops the
 * browser's own subscription, so the card's state stays true.
 */
export function PushDeviceList({
  devices,
  thisDevice,
  removing,
  onRemove,
  onRemoveThisDevice,
}: {
  devices: Device[];
  /** This browser's endpoint digest, or null when it has no subscription. */
  thisDevice: string | null;
  /** The id of the device being removed, if any. */
  removing: string | null;
  onRemove: (id: string) => void;
  onRemoveThisDevice: () => void;
}) {
  if (devices.length === 0) {
    return <p className="text-sm text-muted-foreground">No devices receive your push notifications yet.</p>;
  }
  return (
    <ul aria-label="Devices receiving push notifications" className="grid divide-y rounded-md border">
      {devices.map((device) => {
        const name = device.label ?? preferencesMessages.unknownDevice;
        const isThisDevice = device.endpointDigest === thisDevice;
        return (
          <li key={device.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                {name}
                {isThisDevice ? <Badge variant="secondary">This device</Badge> : null}
              </p>
              <p className="text-xs text-muted-foreground">Added {formatCalendarDate(device.createdAt)}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Remove ${name}`}
              disabled={removing === device.id}
              onClick={() => (isThisDevice ? onRemoveThisDevice() : onRemove(device.id))}
            >
              <Trash2Icon aria-hidden /> {removing === device.id ? 'Removing...' : 'Remove'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
