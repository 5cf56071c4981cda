import { Loader2Icon } from 'lucide-react';
import { Logo } from './logo.tsx';

/** A grey block standing in for content that has not arrived yet. */
function Placeholder({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-xl bg-muted ${className}`} aria-hidden />;
}

/**
 * The app's frame while the session or a route's code loads: the bar with the logo, the page's
 * skeleton and the "Loading..." text inside it, painted from the entry chunk alone, so the first
 * paint is the app's shape instead of a blank screen.
 */
export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="flex h-14 items-center border-b border-border px-4 md:px-8">
        <Logo />
      </header>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 px-4 py-8 md:px-8">
        <div role="status" className="flex items-center gap-3 text-muted-foreground">
          <Loader2Icon className="size-5 animate-spin" aria-hidden />
          <span className="text-base font-medium">Loading...</span>
        </div>
        <Placeholder className="h-9 w-2/3 max-w-md" />
        <div className="grid gap-4 md:grid-cols-2">
          <Placeholder className="h-32" />
          <Placeholder className="h-32" />
        </div>
        <Placeholder className="h-48" />
      </main>
    </div>
  );
}
