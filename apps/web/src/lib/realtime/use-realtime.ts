import type { RealtimeEvent } from '@rally/shared/realtime/realtime.schemas';
import { useEffect, useRef } from 'react';
import { useRealtimeClient } from './realtime-provider.tsx';

/**
 * Calls `onEvent` for each event on `topic` while the component is mounted (null: no subscription).
 * The latest `onEvent` is always used, so callers need not memoise it. The server decides who may
 * follow a topic when it is subscribed (a private game's or league's is for those in it), so a change
 * of the viewer's `standing` with its subject (a request sent, a membership approved) subscribes again.
 */
export function useRealtime(
  topic: string | null,
  onEvent: (event: RealtimeEvent) => void,
  standing?: string,
) {
  const client = useRealtimeClient();
  const handler = useRef(onEvent);
  handler.current = onEvent;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `standing` is not read, a new value only subscribes again
  useEffect(() => {
    if (!client || !topic) return;
    return client.subscribe(topic, (event) => handler.current(event));
  }, [client, topic, standing]);
}
