import { attendanceMessages } from '@rally/shared/games/attendance.messages';
import type { AttendanceOutcome } from '@rally/shared/games/attendance.schemas';
import type { GameDetail } from '@rally/shared/games/games.schemas';
import { CheckCircle2Icon, MapPinCheckIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/date-format.ts';
import { useCheckIn } from '../api/attendance.ts';

const OUTCOME_TEXT: Record<AttendanceOutcome, string> = {
  attended: 'Attended',
  no_show: 'No-show',
  late_cancellation: 'Late cancellation',
};

const clock = (at: string) => formatDateTime(at, { hour: 'numeric', minute: '2-digit' });

/**
 * The player's check-in on the game page (issue 27 §2): "I'm here" while the window is open (30 minutes
 * before the start to 60 after), then their check-in, and once settled their outcome and why. Shown only
 * when there is something to do or see: the server's `canCheckIn`, a check-in, or an outcome.
 */
export function CheckInCard({ game }: { game: GameDetail }) {
  const checkIn = useCheckIn(game.id);
  const mine = game.viewer.checkIn;
  if (!mine || !(game.abilities.canCheckIn || mine.checkedInAt || mine.outcome)) return null;
  return (
    <Card role="region" aria-labelledby="check-in-title">
      <CardHeader>
        <CardTitle id="check-in-title" className="text-lg">
          Check-in
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {mine.outcome ? (
          <div>
            <p className="font-medium">Your attendance: {OUTCOME_TEXT[mine.outcome]}</p>
            {mine.outcomeReason ? (
              <p className="text-sm text-muted-foreground">{mine.outcomeReason}</p>
            ) : null}
          </div>
        ) : mine.checkedInAt ? (
          <p className="flex items-center gap-2 font-medium">
            <CheckCircle2Icon aria-hidden className="size-5 text-primary" />
            {attendanceMessages.checkedIn} (since {clock(mine.checkedInAt)})
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              At the game? Let the host know. Check-in is open from {clock(mine.opensAt)} to{' '}
              {clock(mine.closesAt)}.
            </p>
            <Button
              className="justify-self-start"
              disabled={checkIn.isPending}
              onClick={() => checkIn.mutate()}
            >
              <MapPinCheckIcon aria-hidden />
              {attendanceMessages.checkInLabel}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
