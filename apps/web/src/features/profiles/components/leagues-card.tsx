import type { ProfileLeague } from '@rally/shared/profiles/profiles.schemas';
import { sportInfo } from '@rally/shared/sports';
import { ChevronRightIcon, TrophyIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SportIcon } from '../../../components/sport-icon/sport-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';

/** The player's leagues, each opening its page; on the own profile, a way to find more. */
export function LeaguesCard({ leagues, isOwn }: { leagues: ProfileLeague[]; isOwn: boolean }) {
  const joinLink = (
    <Button asChild variant="outline" size="sm">
      <Link to={paths.leagues.getHref()}>Join Leagues</Link>
    </Button>
  );
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-lg">{isOwn ? 'My Leagues' : 'Their Leagues'}</CardTitle>
        {isOwn && leagues.length > 0 ? joinLink : null}
      </CardHeader>
      <CardContent>
        {leagues.length === 0 ? (
          <EmptyState
            bordered
            icon={TrophyIcon}
            title="No leagues yet"
            detail={isOwn ? 'Join a league to play a season with the same crew.' : undefined}
            action={isOwn ? joinLink : undefined}
          />
        ) : (
          <ul className="grid gap-1">
            {leagues.map((league) => {
              const info = sportInfo(league.sport);
              return (
                <li key={league.id}>
                  <Link
                    to={paths.league.getHref(league.id)}
                    className="flex items-center gap-3 rounded-lg px-2 py-2.5 outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/60"
                  >
                    <SportIcon sport={info.name} className="text-xl" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold">{league.name}</span>
                      <span className="block text-sm text-muted-foreground">{info.label}</span>
                    </span>
                    <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
