import type { LeagueMember } from '@rally/shared/leagues/leagues.schemas';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../components/ui/card.tsx';
import { NativeSelect } from '../../../../components/ui/field-controls.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { useLeagueOrganisers, useSetLeagueOrganiser } from '../api/league-organisers.ts';
import { personName } from '../lib/season-people.ts';

/**
 * Who organises the league's seasons: its creator and the members they named. The creator names or
 * removes co-organisers here; everyone else sees the list.
 */
export function OrganisersCard({
  leagueId,
  members,
}: {
  leagueId: string;
  members: readonly LeagueMember[];
}) {
  const id = useId();
  const organisers = useLeagueOrganisers(leagueId);
  const change = useSetLeagueOrganiser(leagueId);
  const [userId, setUserId] = useState('');

  const named = new Set(organisers.data?.organisers.map((person) => person.id));
  const candidates = members.filter((member) => !named.has(member.id));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Organisers</CardTitle>
        <CardDescription>
          They set up seasons, build teams, generate fixtures and settle results.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {organisers.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading organisers...
          </p>
        ) : organisers.isError ? (
          <LoadError
            message="The organisers could not be loaded."
            onRetry={() => void organisers.refetch()}
            retrying={organisers.isFetching}
          />
        ) : (
          <>
            <ul className="grid gap-2">
              {organisers.data.organisers.map((person) => (
                <li key={person.id} className="flex min-h-9 items-center gap-2 text-sm">
                  <span className="font-medium">{personName(person)}</span>
                  <span className="text-muted-foreground">
                    {person.isCreator ? 'Creator' : 'Co-organiser'}
                  </span>
                  {organisers.data.canManage && !person.isCreator ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="ml-auto"
                      disabled={change.isPending}
                      onClick={() =>
                        change.mutate({ userId: person.id, name: personName(person), organiser: false })
                      }
                    >
                      Remove<span className="sr-only"> {personName(person)} as co-organiser</span>
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
            {organisers.data.canManage && candidates.length > 0 ? (
              <form
                className="flex flex-wrap items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  const member = candidates.find((person) => person.id === userId);
                  if (!member) return;
                  change.mutate(
                    { userId: member.id, name: personName(member), organiser: true },
                    { onSuccess: () => setUserId('') },
                  );
                }}
              >
                <div className="grid min-w-48 flex-1 gap-1">
                  <Label htmlFor={`${id}-member`}>Name a co-organiser</Label>
                  <NativeSelect
                    id={`${id}-member`}
                    value={userId}
                    onChange={(event) => setUserId(event.target.value)}
                  >
                    <option value="" disabled>
                      Pick a member
                    </option>
                    {candidates.map((member) => (
                      <option key={member.id} value={member.id}>
                        {personName(member)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <Button type="submit" variant="outline" disabled={!userId || change.isPending}>
                  Add organiser
                </Button>
              </form>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
