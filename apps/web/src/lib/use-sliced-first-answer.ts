import { useDeferredValue } from 'react';

/**
 * A query's state, held at "pending" for one more render when its first answer arrives, so that what
 * the answer draws renders in a deferred pass that React slices into short tasks. TanStack Query's
 * updates render at once, unsliced, and mounting a whole page in one of them was a long task that held a
 * phone's main thread. Once the first answer is shown, later changes apply at once.
 */
export function useSlicedFirstAnswer<Query extends { isPending: boolean }>(query: Query): Query {
  const deferred = useDeferredValue(query);
  return deferred.isPending ? deferred : query;
}
