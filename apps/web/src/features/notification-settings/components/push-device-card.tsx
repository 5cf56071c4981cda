import {
  type NotificationSettings,
  preferencesMessages,
} from '@rally/shared/notifications/preferences.schemas';
import { BellOffIcon, BellRingIcon, SmartphoneIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useRemovePushDevice } from '../api/remove-push-device.ts';
import { isDeviceManagedPermission, type PushDeviceState } from '../lib/browser-push.ts';
import { usePushDevice } from '../lib/use-push-device.ts';
import { PushDeviceList } from './push-device-list.tsx';

function stateText(state: PushDeviceState | null): string {
  switch (state) {
    case null:
      return 'Checking this device...';
    case 'on':
      return 'Push notifications are on for this device.';
    case 'off':
      return 'Push notifications are off for this device.';
    case 'blocked':
      return isDeviceManagedPermission()
        ? preferencesMessages.pushDeniedDevice
        : preferencesMessages.pushDeniedBrowser;
    case 'unsupported':
      return preferencesMessages.pushUnsupported;
    case 'unreachable':
      return preferencesMessages.pushUnreachable;
  }
}

/**
 * Push on this device: its state in words, and Enable or Disable when either can work; then every
 * device push goes to, each with Remove.
 */
export function PushDeviceCard({
  pushPublicKey,
  devices,
  pushChannelOn,
}: {
  pushPublicKey: string;
  devices: NotificationSettings['devices'];
  pushChannelOn: boolean;
}) {
  const { state, busy, digest, enable, disable } = usePushDevice(pushPublicKey);
  const remove = useRemovePushDevice();
  const canEnable = state === 'off' || state === 'unreachable';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <SmartphoneIcon className="size-5 text-primary" aria-hidden />
          Push Notifications
        </CardTitle>
        <CardDescription>Get notified on this device, even when Rally is closed.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p role="status" className="text-sm" data-testid="push-state">
          {stateText(state)}
        </p>
        {state === 'on' && !pushChannelOn ? (
          <p className="text-sm text-muted-foreground">
            Push is turned off under Delivery below, so nothing is pushed until you turn it on and save.
          </p>
        ) : null}
        <div>
          {state === 'on' ? (
            <Button variant="outline" disabled={busy} onClick={() => void disable()}>
              <BellOffIcon aria-hidden /> {busy ? 'Disabling...' : 'Disable'}
            </Button>
          ) : canEnable ? (
            <Button disabled={busy} onClick={() => void enable()}>
              <BellRingIcon aria-hidden /> {busy ? 'Enabling...' : 'Enable'}
            </Button>
          ) : null}
        </div>
        <h3 className="mt-2 text-sm font-semibold">Your devices</h3>
        <PushDeviceList
          devices={devices}
          thisDevice={digest}
          removing={remove.isPending ? (remove.variables ?? null) : null}
          onRemove={(id) => remove.mutate(id)}
          onRemoveThisDevice={() => void disable()}
        />
      </CardContent>
    </Card>
  );
}
