import type { FairPlayLevel } from '@rally/shared/fair-play/fair-play.constants';
import { type AttendanceRecord, RELIABILITY_FORMULA_TEXT } from '@rally/shared/games/attendance-record';
import { gameMessages } from '@rally/shared/games/games.messages';
import type { PlayerRecord } from '@rally/shared/player-record';
import type { SkillLevel } from '@rally/shared/sports';
import { sportInfo } from '@rally/shared/sports';
import { CheckIcon, XIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { relativeTime } from '../../lib/relative-time.ts';
import { FairPlayBadge } from '../fair-play-badge.tsx';
import { PlayerAvatar, UNKNOWN_PLAYER } from '../player-avatar.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';

/** A join request as both dialogs (a private game's, a private league's) list it. */
export type JoinRequestView = {
  id: string;
  user: { id: string; name: string | null; username: string | null; avatarUrl: string | null };
  message: string | null;
  createdAt: string;
  /** Games keep answered requests in the list; a league's list holds pending ones only. */
  status?: 'pending' | 'approved' | 'rejected';
  record: PlayerRecord;
  /** A game's requester's attendance over the last 12 months (a league's list has none). */
  attendance?: AttendanceRecord;
  /** A game's requester's fair-play level, which a game's requirement is judged by (a league's list has none). */
  fairPlayLevel?: FairPlayLevel;
};

type JoinRequestRowProps = {
  request: JoinRequestView;
  /** The game's or league's sport: the record is in it. */
  sport: string;
  answering: boolean;
  onAnswer(status: 'approved' | 'rejected'): void;
};

const SKILL_WORDS: Readonly<Record<SkillLevel, string>> = {
  casual: 'Casual',
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** "12 basketball games played" / "No basketball games yet". */
export function gamesPlayedText(count: number, sport: string): string {
  const name = sportInfo(sport).label.toLowerCase();
  if (count === 0) return `No ${name} games yet`;
  return `${count} ${name} ${count === 1 ? 'game' : 'games'} played`;
}

/** "Sportsmanship 4.5 of 5 (2 ratings)" / "No sportsmanship ratings yet". */
export function sportsmanshipText({ average, count }: PlayerRecord['sportsmanship']): string {
  if (average === null || count === 0) return 'No sportsmanship ratings yet';
  return `Sportsmanship ${average.toFixed(1)} of 5 (${count} ${count === 1 ? 'rating' : 'ratings'})`;
}

/** "80% reliable (8 attended, 1 no-show, 2 late cancellations)" / "No attendance record yet". */
export function attendanceText(record: AttendanceRecord): string {
  if (record.reliability === null) return 'No attendance record yet';
  const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
  return `${record.reliability}% reliable (${record.attended} attended, ${plural(record.noShows, 'no-show')}, ${plural(record.lateCancellations, 'late cancellation')})`;
}

/**
 * One player asking to join, so the host can decide: their photo and name (linking to their profile),
 * their skill in the sport, their record (games played, sportsmanship), their message, then Approve and
 * Reject while the request is pending. Shared by the game's and the league's dialogs.
 */
export function JoinRequestRow({ request, sport, answering, onAnswer }: JoinRequestRowProps) {
  const name = request.user.name ?? UNKNOWN_PLAYER;
  const status = request.status ?? 'pending';
  const { record } = request;
  const skill = record.skillLevel
    ? `${SKILL_WORDS[record.skillLevel]} at ${sportInfo(sport).label}`
    : `Skill at ${sportInfo(sport).label} not given`;
  return (
    <li className="grid gap-3 py-3">
      <div className="flex items-start gap-3">
        <PlayerAvatar name={request.user.name} avatarUrl={request.user.avatarUrl} />
        <div className="min-w-0 flex-1">
          <Link
            to={paths.userProfile.getHref(request.user.id)}
            className="block truncate font-semibold hover:underline"
          >
            {name}
            <span className="sr-only"> (profile)</span>
          </Link>
          <p className="text-xs text-muted-foreground">
            {request.user.username ? `@${request.user.username} · ` : ''}
            {relativeTime(request.createdAt)}
          </p>
          <ul aria-label={`${name}'s record`} className="mt-1.5 flex flex-wrap gap-1.5">
            <li>
              <Badge variant={record.skillLevel ? 'accent' : 'outline'}>{skill}</Badge>
            </li>
            <li>
              <Badge variant="outline">{gamesPlayedText(record.gamesPlayed, sport)}</Badge>
            </li>
            <li>
              <Badge variant="outline">{sportsmanshipText(record.sportsmanship)}</Badge>
            </li>
            {request.fairPlayLevel ? (
              <li>
                <FairPlayBadge level={request.fairPlayLevel} />
              </li>
            ) : null}
            {request.attendance ? (
              <li>
                <Badge variant="outline" title={RELIABILITY_FORMULA_TEXT}>
                  {attendanceText(request.attendance)}
                </Badge>
              </li>
            ) : null}
          </ul>
        </div>
        {status === 'approved' ? <Badge variant="accent">{gameMessages.requestApproved}</Badge> : null}
        {status === 'rejected' ? <Badge variant="outline">{gameMessages.requestRejected}</Badge> : null}
      </div>
      {request.message ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm break-words whitespace-pre-line">
          {request.message}
        </p>
      ) : null}
      {status === 'pending' ? (
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" disabled={answering} onClick={() => onAnswer('rejected')}>
            <XIcon aria-hidden />
            Reject<span className="sr-only"> {name}</span>
          </Button>
          <Button size="sm" disabled={answering} onClick={() => onAnswer('approved')}>
            <CheckIcon aria-hidden />
            Approve<span className="sr-only"> {name}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
