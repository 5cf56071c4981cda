import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { CrownIcon } from 'lucide-react';
import { PlayerIdentity } from '../../../components/player-identity.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useLeagueMembers } from '../api/get-league-members.ts';

/** The Teams tab's roster: each member's avatar and name (to their profile), Creator badge and joined date. */
export function LeagueMembersList({ league }: { league: LeagueDetail }) {
  const members = useLeagueMembers(league.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Members ({league.memberCount})</CardTitle>
      </CardHeader>
      <CardContent>
        {members.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading members...
          </p>
        ) : members.isError ? (
          <LoadError
            message={leagueMessages.membersLoadFailed}
            onRetry={() => void members.refetch()}
            retrying={members.isFetching}
          />
        ) : (
          <ul aria-label="Members" className="grid gap-3">
            {members.data.map((member) => (
              // On a phone the join date takes a line of its own, so the name is not cut short.
              <li key={member.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <PlayerIdentity player={member} />
                {member.isCreator ? (
                  <Badge variant="accent">
                    <CrownIcon className="size-3" aria-hidden />
                    Creator
                  </Badge>
                ) : null}
                <span className="w-full pl-[3.25rem] text-xs text-muted-foreground sm:w-auto sm:shrink-0 sm:pl-0">
                  Joined {formatCalendarDate(member.joinedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
