import { WifiOffIcon } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api-error.ts';

/** Shown when the session could not be loaded at all, so the app does not guess whether the user is signed in. */
export function SessionErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <WifiOffIcon className="size-8 text-muted-foreground" aria-hidden />
      <p role="alert" className="max-w-sm font-medium">
        {errorMessage(error)}
      </p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
