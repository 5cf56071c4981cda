import { ShieldAlertIcon } from 'lucide-react';
import { Outlet } from 'react-router';
import { useSignedInUser } from '../../features/auth/api/get-session.ts';

/** Administrator-only routes; sits inside the signed-in guard. */
export function RequireAdmin() {
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
        <p className="font-medium">
          Access denied. Administrator privileges required to view monitoring dashboard.
        </p>
      </div>
    </section>
  );
}
