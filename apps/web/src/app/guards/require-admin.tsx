import { ShieldAlertIcon } from 'lucide-react';
import { Outlet } from 'react-router';
import { useSignedInUser } from '../../features/auth/api/get-session.ts';

/** What /monitoring tells a player who is not an administrator (the spec's words). */
export const MONITORING_ACCESS_DENIED =
  'Access denied. Administrator privileges required to view monitoring dashboard.';

/**
 * Administrator-only routes; sits inside the signed-in guard. `deniedText` is what everyone else reads
 * instead, in the words of the page they asked for (monitoring's, moderation's).
 */
export function RequireAdmin({ deniedText = MONITORING_ACCESS_DENIED }: { deniedText?: string }) {
  const user = useSignedInUser();
  if (user.isAdmin) return <Outlet />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 md:px-8">
      <title>Access denied · Rally</title>
      <div
        role="alert"
        className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-5"
      >
        <ShieldAlertIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
        <p className="font-medium">{deniedText}</p>
      </div>
    </section>
  );
}
