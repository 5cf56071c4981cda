import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/** A list or panel that failed to load: what failed, and a retry when one may help. */
export function LoadError({
  message,
  detail,
  onRetry,
  retrying = false,
}: {
  message: string;
  /** A second, quieter line under the message. */
  detail?: string;
  /** Leave out when retrying cannot help (say, the server refused access). */
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert variant="error">
      <p>{message}</p>
      {detail ? <p className="text-sm opacity-90">{detail}</p> : null}
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-3" disabled={retrying} onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}
