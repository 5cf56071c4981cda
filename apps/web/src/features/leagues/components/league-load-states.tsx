import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** True when the server says there is no such league (404), or that the id cannot be one (400). */
export function isLeagueMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** The league page's loading text. */
export function LeagueLoading() {
  return (
    <p role="status" className="py-10 text-center text-sm text-muted-foreground">
      Loading league...
    </p>
  );
}

/** League not found in a card, with the spec's text and the way back (spec document 2 §2). */
export function LeagueNotFound() {
  return (
    <div className="rounded-xl border bg-card shadow-sm">
      <EmptyState
        icon={SearchXIcon}
        title={leagueMessages.notFoundTitle}
        detail={leagueMessages.notFoundDetail}
        action={
          <Button asChild>
            <Link to={paths.leagues.getHref()}>Back to Leagues</Link>
          </Button>
        }
      />
    </div>
  );
}
