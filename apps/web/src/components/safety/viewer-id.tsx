import { createContext, type ReactNode, useContext } from 'react';

const ViewerIdContext = createContext<string | null>(null);

/**
 * The signed-in player's id, for the safety controls drawn inside any feature: they are never offered
 * on the viewer's own things, and the features that draw them do not all know who is looking.
 */
export function ViewerIdProvider({ viewerId, children }: { viewerId: string; children: ReactNode }) {
  return <ViewerIdContext value={viewerId}>{children}</ViewerIdContext>;
}

/** The signed-in player's id; null outside the signed-in frame, where no safety control shows. */
export function useViewerId(): string | null {
  return useContext(ViewerIdContext);
}
