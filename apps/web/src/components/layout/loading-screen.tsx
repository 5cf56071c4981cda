import { Loader2Icon } from 'lucide-react';

/** Full-screen placeholder while the session or a route module loads. */
export function LoadingScreen() {
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center gap-3 bg-background text-muted-foreground"
    >
      <Loader2Icon className="size-5 animate-spin" aria-hidden />
      <span className="text-base font-medium">Loading...</span>
    </div>
  );
}
