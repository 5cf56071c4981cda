import type { RealtimeEvent } from '@rally/shared/realtime/realtime.schemas';
import { useEffect, useRef } from 'react';
import { useRealtimeClient } from './realtime-provider.tsx';

/**
 * Calls `onEvent` for each event on `topic` while the component is mounted (null: no subscription).
 * The latest `onEvent` is always used, so callers need not memoise it.
 */
export function useRealtime(topic: string | null, onEvent: (event: RealtimeEvent) => void) {
  const client = useRealtimeClient();
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!client || !topic) return;
    return client.subscribe(topic, (event) => handler.current(event));
  }, [client, topic]);
}
