import type { LeagueMember } from '@rally/shared/leagues/leagues.schemas';
import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { UNKNOWN_PLAYER } from '../../../../components/player-avatar.tsx';

/** A person's name as every list shows it. */
export function personName(person: { name: string | null }): string {
  return person.name ?? UNKNOWN_PLAYER;
}

/** The league's members on no team of the season: whom an organiser or captain may add to a team. */
export function membersWithoutTeam(members: readonly LeagueMember[], season: SeasonDetail): LeagueMember[] {
  const placed = new Set(season.teams.flatMap((team) => team.players.map((player) => player.id)));
  return members.filter((member) => !placed.has(member.id));
}
