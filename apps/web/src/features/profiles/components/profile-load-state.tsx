import { profileMessages } from '@rally/shared/profiles/profiles.messages';
import { Loader2Icon, UserXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** While a profile loads. */
export function ProfileLoading({ label = 'Loading profile...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
      <Loader2Icon className="size-5 animate-spin" aria-hidden />
      <span className="font-medium">{label}</span>
    </div>
  );
}

/** A failed load: "Profile not found" (with a way to create one) for a 404, the spec's load failure otherwise. */
export function ProfileLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.status === 404) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
        <UserXIcon className="size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-xl font-bold">{profileMessages.notFound}</h2>
        <Button asChild className="mt-2">
          <Link to={paths.profileEdit.getHref()}>Create Profile</Link>
        </Button>
      </div>
    );
  }
  return (
    <Alert variant="error" className="flex flex-wrap items-center justify-between gap-3">
      <p>{profileMessages.loadFailed}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
