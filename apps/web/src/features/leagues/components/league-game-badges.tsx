import type { LeagueGameRequest } from '@rally/shared/leagues/league-games.schemas';
import { Badge } from '../../../components/ui/badge.tsx';

const requestStatusLabels: Record<LeagueGameRequest['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const gameStatusLabels: Record<NonNullable<LeagueGameRequest['gameStatus']>, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The request's answer (pending, approved, rejected). */
export function RequestStatusBadge({ status }: { status: LeagueGameRequest['status'] }) {
  return (
    <Badge variant={status === 'approved' ? 'default' : status === 'pending' ? 'accent' : 'outline'}>
      {requestStatusLabels[status]}
    </Badge>
  );
}

/** Where the game stands once approved (scheduled, completed, cancelled); nothing before. */
export function GameStatusBadge({ gameStatus }: { gameStatus: LeagueGameRequest['gameStatus'] }) {
  if (!gameStatus) return null;
  return (
    <Badge variant={gameStatus === 'scheduled' ? 'secondary' : 'outline'}>
      {gameStatusLabels[gameStatus]}
    </Badge>
  );
}

/** Casual or Competition. */
export function GameTypeBadge({ gameType }: { gameType: LeagueGameRequest['gameType'] }) {
  return <Badge variant="outline">{gameType === 'competition' ? 'Competition' : 'Casual'}</Badge>;
}
