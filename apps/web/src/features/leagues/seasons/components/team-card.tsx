import type { LeagueMember } from '@rally/shared/leagues/leagues.schemas';
import type { SeasonDetail, SeasonTeam } from '@rally/shared/seasons/seasons.schemas';
import { CrownIcon, PencilIcon, Trash2Icon, XIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ConfirmAction } from '../../../../components/confirm-action.tsx';
import { useViewerId } from '../../../../components/safety/viewer-id.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';
import { paths } from '../../../../config/paths.ts';
import { useAddSeasonTeamPlayer, useRemoveSeasonTeamPlayer } from '../api/season-rosters.ts';
import { useDeleteSeasonTeam } from '../api/season-teams.ts';
import { personName } from '../lib/season-people.ts';
import { AddPlayerDialog } from './add-player-dialog.tsx';
import { TeamSwatch } from './table-team-swatch.tsx';
import { TeamDialog } from './team-dialog.tsx';

type TeamCardProps = {
  season: SeasonDetail;
  team: SeasonTeam;
  /** League members on no team (for the organiser's and captain's Add player). */
  available: readonly LeagueMember[];
};

/**
 * A team: its colour, name, captain and players, with exactly what the viewer may do to it. Organisers
 * change anything (remove it before the fixtures); its captain renames it and manages its roster until
 * the first kick-off; a member joins it while registration is open.
 */
export function TeamCard({ season, team, available }: TeamCardProps) {
  const { viewer } = season;
  const viewerId = useViewerId();
  const organiser = viewer.can.manageTeams;
  const captain = viewer.captainOfTeamId === team.id;
  const mine = viewer.teamId === team.id;
  const rosterOpen = !season.rostersLocked && season.stage !== 'finished';
  const managesRoster = (organiser || captain) && rosterOpen;
  const full = team.playerCount >= season.rosterSize;
  const add = useAddSeasonTeamPlayer(season.id);
  const remove = useRemoveSeasonTeamPlayer(season.id);
  const deletion = useDeleteSeasonTeam(season.id, team.id);

  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <div className="flex items-start gap-3">
          <TeamSwatch colour={team.colour} className="mt-1.5 size-4" />
          <div className="min-w-0 flex-1">
            <h3 className="text-lg font-bold">{team.name}</h3>
            <p className="text-sm text-muted-foreground">
              {team.captain ? `Captain: ${personName(team.captain)}` : 'No captain yet'} · {team.playerCount}{' '}
              of {season.rosterSize} players
            </p>
          </div>
          {organiser || captain ? (
            <TeamDialog
              season={season}
              team={team}
              captainChoices={team.players}
              canPickCaptain={organiser}
              trigger={
                <Button variant="ghost" size="icon" aria-label={`Edit ${team.name}`}>
                  <PencilIcon aria-hidden />
                </Button>
              }
            />
          ) : null}
          {organiser && !season.rulesLocked ? (
            <ConfirmAction
              trigger={
                <Button variant="ghost" size="icon" aria-label={`Delete ${team.name}`}>
                  <Trash2Icon aria-hidden />
                </Button>
              }
              title={`Delete ${team.name}?`}
              description="Its players go back to having no team this season."
              confirmLabel="Delete team"
              pending={deletion.isPending}
              onConfirm={() => deletion.mutate()}
            />
          ) : null}
        </div>

        {team.players.length === 0 ? (
          <p className="text-sm text-muted-foreground">No players yet.</p>
        ) : (
          <ul className="grid gap-1" aria-label={`${team.name} players`}>
            {team.players.map((player) => {
              const name = personName(player);
              const isCaptain = team.captain?.id === player.id;
              const removable =
                rosterOpen && !isCaptain && (managesRoster || (mine && player.id === viewerId));
              return (
                <li key={player.id} className="flex min-h-9 items-center gap-2 text-sm">
                  <Link to={paths.userProfile.getHref(player.id)} className="truncate hover:underline">
                    {name}
                  </Link>
                  {isCaptain ? <CrownIcon className="size-4 text-amber-600" aria-label="Captain" /> : null}
                  {removable ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="ml-auto"
                      aria-label={`Remove ${name} from ${team.name}`}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate({
                          teamId: team.id,
                          userId: player.id,
                          name: player.id === viewerId ? 'You' : name,
                        })
                      }
                    >
                      <XIcon aria-hidden />
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}

        <div className="flex flex-wrap gap-2">
          {managesRoster ? (
            <AddPlayerDialog seasonId={season.id} team={team} available={available} full={full} />
          ) : null}
          {viewer.can.joinTeam && !mine && viewerId ? (
            <Button
              size="sm"
              disabled={full || add.isPending}
              onClick={() => add.mutate({ teamId: team.id, userId: viewerId, name: 'You' })}
            >
              {full ? 'Full' : `Join ${team.name}`}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
