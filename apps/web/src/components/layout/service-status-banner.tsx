import { CloudOffIcon } from 'lucide-react';
import { useServiceRecovery } from '../../lib/use-service-recovery.ts';

export const SERVICE_UNAVAILABLE_BANNER_TEXT = "Rally is temporarily unavailable. We'll keep trying.";

/**
 * One calm notice at the top of every screen while the server cannot be reached, instead of an error
 * per failed request; it goes away by itself with the next answer. The status region is always
 * there, so screen readers announce the notice when it appears.
 */
export function ServiceStatusBanner() {
  const unavailable = useServiceRecovery();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center p-2">
      {unavailable ? (
        <p className="pointer-events-auto flex items-center gap-2 rounded-full border bg-popover px-4 py-2 text-sm font-medium text-popover-foreground shadow-md">
          <CloudOffIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          {SERVICE_UNAVAILABLE_BANNER_TEXT}
        </p>
      ) : null}
    </div>
  );
}
