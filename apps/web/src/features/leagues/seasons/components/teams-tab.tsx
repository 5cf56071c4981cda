import { SEASON_LIMITS } from '@rally/shared/seasons/seasons.constants';
import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { PlusIcon, UsersIcon } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { useLeagueMembers } from '../../api/get-league-members.ts';
import { membersWithoutTeam } from '../lib/season-people.ts';
import { OrganisersCard } from './organisers-card.tsx';
import { PlacementRequestsCard } from './placement-requests-card.tsx';
import { RegistrationPanel } from './registration-panel.tsx';
import { TeamCard } from './team-card.tsx';
import { TeamDialog } from './team-dialog.tsx';

/** The season's teams as cards, with the organiser's team tools, registration, and the organisers. */
export function TeamsTab({ season }: { season: SeasonDetail }) {
  const members = useLeagueMembers(season.league.id);
  const available = members.data ? membersWithoutTeam(members.data, season) : [];
  const canAddTeam =
    season.viewer.can.manageTeams && !season.rulesLocked && season.teams.length < SEASON_LIMITS.teamsMax;

  return (
    <div className="grid gap-4">
      <RegistrationPanel season={season} />
      {canAddTeam ? (
        <div>
          <TeamDialog
            season={season}
            captainChoices={available}
            canPickCaptain
            trigger={
              <Button>
                <PlusIcon aria-hidden /> Add team
              </Button>
            }
          />
        </div>
      ) : null}
      {season.viewer.can.manageTeams ? <PlacementRequestsCard season={season} /> : null}
      {season.teams.length === 0 ? (
        <div className="rounded-xl border bg-card shadow-sm">
          <EmptyState
            icon={UsersIcon}
            title="No teams yet"
            detail={
              season.viewer.can.manageTeams
                ? `Add between ${SEASON_LIMITS.teamsMin} and ${SEASON_LIMITS.teamsMax} teams, then generate the fixtures.`
                : "The organisers haven't made the teams yet."
            }
          />
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {season.teams.map((team) => (
            <TeamCard key={team.id} season={season} team={team} available={available} />
          ))}
        </div>
      )}
      <OrganisersCard leagueId={season.league.id} members={members.data ?? []} />
    </div>
  );
}
