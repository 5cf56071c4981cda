import { preferencesMessages } from '@rally/shared/notifications/preferences.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-error.ts';
import { notificationSettingsQueryKey } from '../api/get-notification-settings.ts';
import { removePushSubscription } from '../api/remove-push-subscription.ts';
import { savePushSubscription } from '../api/save-push-subscription.ts';
import {
  currentSubscription,
  deviceLabel,
  type PushDeviceState,
  readPushDeviceState,
  subscribeThisDevice,
  thisDeviceDigest,
} from './browser-push.ts';

/**
 * Push on this device: its state (null while it is read), and Enable / Disable. Enable subscribes
 * the browser and stores the subscription on the server; Disable drops both. `digest` names this
 * device's subscription in the server's list of devices (null when it has none).
 */
export function usePushDevice(pushPublicKey: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushDeviceState | null>(null);
  const [busy, setBusy] = useState(false);
  const [digest, setDigest] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void readPushDeviceState().then((read) => {
      if (active) setState(read);
    });
    void thisDeviceDigest().then((read) => {
      if (active) setDigest(read);
    });
    return () => {
      active = false;
    };
  }, []);

  const enable = useCallback(async () => {
    setBusy(true);
    try {
      const result = await subscribeThisDevice(pushPublicKey);
      if (typeof result === 'string') {
        setState(result);
        return;
      }
      const { endpoint, expirationTime, keys } = result.toJSON();
      try {
        await savePushSubscription({
          endpoint: endpoint ?? result.endpoint,
          expirationTime: expirationTime ?? null,
          keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
          label: deviceLabel(),
        });
      } catch (error) {
        // The server does not know this device, so the browser must not keep a subscription either.
        await result.unsubscribe().catch(() => undefined);
        toast.error(errorMessage(error, preferencesMessages.updateFailed));
        setState('off');
        return;
      }
      setState('on');
      setDigest(await thisDeviceDigest());
      toast.success(preferencesMessages.pushEnabled);
      void queryClient.invalidateQueries({ queryKey: notificationSettingsQueryKey });
    } finally {
      setBusy(false);
    }
  }, [pushPublicKey, queryClient]);

  const disable = useCallback(async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription().catch(() => null);
      if (subscription) {
        await removePushSubscription(subscription.endpoint);
        await subscription.unsubscribe().catch(() => undefined);
      }
      setState('off');
      setDigest(null);
      toast.success(preferencesMessages.pushDisabled);
      void queryClient.invalidateQueries({ queryKey: notificationSettingsQueryKey });
    } catch (error) {
      toast.error(errorMessage(error, preferencesMessages.updateFailed));
    } finally {
      setBusy(false);
    }
  }, [queryClient]);

  return { state, busy, digest, enable, disable };
}
