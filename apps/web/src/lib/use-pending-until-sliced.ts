import { useDeferredValue } from 'react';

/**
 * Whether to show a query as pending: as TanStack Query says, and for one more render when its first
 * answer arrives, so that what the answer draws renders in a deferred pass, which React slices into
 * short tasks. Query updates render at once, unsliced, and mounting a whole page in one of them was a
 * long task that held a phone's main thread. Later changes apply at once. A boolean is deferred, not
 * the query's result, whose identity changes on every render and would defer every render.
 */
export function usePendingUntilSliced(isPending: boolean): boolean {
  return useDeferredValue(isPending) || isPending;
}
