import type {
  AttendanceMark,
  AttendanceOutcome,
  GameAttendance,
} from '@rally/shared/games/attendance.schemas';
import { GAME_DAY_CORRECTION_HOURS } from '@rally/shared/games/game-day.limits';
import type { GameDetail } from '@rally/shared/games/games.schemas';
import { PlayerAvatar, UNKNOWN_PLAYER } from '../../../components/player-avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { formatDateTime } from '../../../lib/date-format.ts';
import { useExcuseLateCancellation, useGameAttendance, useMarkAttendance } from '../api/attendance.ts';

const OUTCOME_TEXT: Record<AttendanceOutcome, string> = {
  attended: 'Attended',
  no_show: 'No-show',
  late_cancellation: 'Late cancellation',
};

const clock = (at: string) => formatDateTime(at, { hour: 'numeric', minute: '2-digit' });
const moment = (at: string) =>
  formatDateTime(at, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * The host's and co-hosts' attendance list (issue 27 §2): who checked in, and a Present / Absent mark for
 * each player from the check-in window's opening until 48 hours after the start. A mark wins over the
 * check-in; after the window closes it corrects the settled outcome at once. Players who left late are
 * listed apart, and may be excused (their late cancellation then leaves their record).
 */
export function AttendanceSection({ game }: { game: GameDetail }) {
  const attendance = useGameAttendance(game.id, game.abilities.canMarkAttendance);
  if (!game.abilities.canMarkAttendance) return null;
  return (
    <Card role="region" aria-labelledby="attendance-title">
      <CardHeader>
        <CardTitle id="attendance-title" className="text-lg">
          Attendance
        </CardTitle>
      </CardHeader>
      <CardContent>
        {attendance.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading attendance...
          </p>
        ) : attendance.isError ? (
          <LoadError
            message="Failed to load attendance"
            onRetry={() => void attendance.refetch()}
            retrying={attendance.isFetching}
          />
        ) : (
          <AttendanceList gameId={game.id} attendance={attendance.data} />
        )}
      </CardContent>
    </Card>
  );
}

function AttendanceList({ gameId, attendance }: { gameId: string; attendance: GameAttendance }) {
  const mark = useMarkAttendance(gameId);
  const excuse = useExcuseLateCancellation(gameId);
  const checkedIn = attendance.players.filter((player) => player.checkedInAt).length;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {checkedIn} of {attendance.players.length} checked in.{' '}
        {attendance.settled
          ? `Attendance is settled; corrections change it at once until ${moment(attendance.editableUntil)}.`
          : `A player not checked in or marked present counts as a no-show once check-in closes at ${clock(attendance.closesAt)}, if anyone checked in or was marked.`}{' '}
        You can mark players until {GAME_DAY_CORRECTION_HOURS} hours after the start.
      </p>
      <ul aria-label="Players' attendance" className="divide-y">
        {attendance.players.map((player) => {
          const name = player.name ?? UNKNOWN_PLAYER;
          const choose = (value: AttendanceMark) => mark.mutate({ userId: player.id, mark: value });
          return (
            <li key={player.id} className="flex flex-wrap items-center gap-3 py-3">
              <PlayerAvatar name={player.name} avatarUrl={player.avatarUrl} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">
                  {name}
                  {player.isHost ? <span className="text-muted-foreground"> (host)</span> : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  {player.checkedInAt ? `Checked in at ${clock(player.checkedInAt)}` : 'Not checked in'}
                  {player.outcome ? ` · ${OUTCOME_TEXT[player.outcome]}` : ''}
                </p>
              </div>
              <fieldset className="flex gap-2">
                <legend className="sr-only">Mark {name}</legend>
                <Button
                  size="sm"
                  variant={player.mark === 'present' ? 'default' : 'outline'}
                  aria-pressed={player.mark === 'present'}
                  aria-label={`Mark ${name} present`}
                  disabled={mark.isPending}
                  onClick={() => choose('present')}
                >
                  Present
                </Button>
                <Button
                  size="sm"
                  variant={player.mark === 'absent' ? 'default' : 'outline'}
                  aria-pressed={player.mark === 'absent'}
                  aria-label={`Mark ${name} absent`}
                  disabled={mark.isPending}
                  onClick={() => choose('absent')}
                >
                  Absent
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      {attendance.lateCancellations.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="font-medium">Left late</h3>
          <ul aria-label="Late cancellations" className="divide-y">
            {attendance.lateCancellations.map((player) => {
              const name = player.name ?? UNKNOWN_PLAYER;
              return (
                <li key={player.id} className="flex flex-wrap items-center gap-3 py-3">
                  <PlayerAvatar name={player.name} avatarUrl={player.avatarUrl} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{name}</p>
                    <p className="text-xs text-muted-foreground">Left at {moment(player.leftAt)}</p>
                  </div>
                  <Badge variant="secondary">Late cancellation</Badge>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={excuse.isPending}
                    onClick={() => excuse.mutate(player.id)}
                  >
                    Excuse<span className="sr-only"> {name}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
