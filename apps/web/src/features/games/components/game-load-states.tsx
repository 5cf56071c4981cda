import { gameMessages } from '@rally/shared/games/games.messages';
import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { isApiError } from '../../../lib/api-error.ts';

// What a page about one game shows around the game itself: its way back, loading and Game Not Found.

/** True when the server says there is no such game (404), or that the id cannot be one (400). */
export function isGameMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** The link above a game's page back to the list it came from. */
export function GamePageBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="link" className="w-fit">
      <Link to={to}>
        <ArrowLeftIcon aria-hidden />
        {children}
      </Link>
    </Button>
  );
}

/** The spec's loading text for a game's page. */
export function GameLoading() {
  return (
    <p role="status" className="py-10 text-center text-sm text-muted-foreground">
      Loading game details...
    </p>
  );
}

/** Game Not Found in a card, with why and where to go instead. */
export function GameNotFound({ detail, action }: { detail: string; action: { to: string; label: string } }) {
  return (
    <div className="rounded-xl border bg-card shadow-sm">
      <EmptyState
        icon={SearchXIcon}
        title={gameMessages.notFound}
        detail={detail}
        action={
          <Button asChild>
            <Link to={action.to}>{action.label}</Link>
          </Button>
        }
      />
    </div>
  );
}
