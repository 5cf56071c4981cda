import type { PlacementRequest, SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
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
import { useAddSeasonTeamPlayer } from '../api/season-rosters.ts';
import { personName } from '../lib/season-people.ts';

/** Members who asked to be placed, each with "Place in…" a team that has room (organisers only). */
export function PlacementRequestsCard({ season }: { season: SeasonDetail }) {
  if (season.placementRequests.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Asking to be placed</CardTitle>
        <CardDescription>These members would like you to put them in a team.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {season.placementRequests.map((request) => (
            <PlacementRequestRow key={request.user.id} season={season} request={request} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function PlacementRequestRow({ season, request }: { season: SeasonDetail; request: PlacementRequest }) {
  const id = useId();
  const name = personName(request.user);
  const open = season.teams.filter((team) => team.playerCount < season.rosterSize);
  const [picked, setPicked] = useState(open[0]?.id ?? '');
  // The page follows the season live: a team picked here may fill up (or go) meanwhile, and the list
  // then no longer offers it, so the placement goes to the team the list shows, never to a stale pick.
  const teamId = open.some((team) => team.id === picked) ? picked : (open[0]?.id ?? '');
  const place = useAddSeasonTeamPlayer(season.id);
  return (
    <li className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <div className="min-w-0">
        <p className="font-medium">{name}</p>
        {request.message ? <p className="text-sm text-muted-foreground">“{request.message}”</p> : null}
      </div>
      {open.length === 0 ? (
        <p className="text-sm text-muted-foreground">Every team is full.</p>
      ) : (
        <div className="flex items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-team`}>Place {name} in</Label>
            <NativeSelect
              id={`${id}-team`}
              value={teamId}
              onChange={(event) => setPicked(event.target.value)}
            >
              {open.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            disabled={place.isPending || !teamId}
            onClick={() => place.mutate({ teamId, userId: request.user.id, name })}
          >
            Place
          </Button>
        </div>
      )}
    </li>
  );
}
