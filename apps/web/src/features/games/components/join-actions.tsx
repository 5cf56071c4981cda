import { genderEligibility } from '@rally/shared/games/game-gender-rule';
import { gameMessages } from '@rally/shared/games/games.messages';
import type { GameDetail } from '@rally/shared/games/games.schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmAction } from '../../../components/confirm-action.tsx';
import { formatDecisionTime } from '../../../components/game-decision-status.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useJoinGame } from '../api/join-game.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';
import { useLeaveGame } from '../api/leave-game.ts';
import { useLeaveWaitlist } from '../api/leave-waitlist.ts';
import { AddGenderDialog } from './add-gender-dialog.tsx';
import { RequestToJoinDialog } from './request-to-join-dialog.tsx';

/**
 * The ways in that a gendered game asks a player's gender for first; `line` is a player already waiting,
 * who is passed over for a free spot until they give one.
 */
type WayIn = 'join' | 'request' | 'waitlist' | 'line';

/** The viewer's own profile, at its fair-play record, which says how the level is worked out. */
export const fairPlayExplainedHref = `${paths.profile.getHref()}#fair-play`;

const gameKinds = { men: "a men's game", women: "a women's game", 'co-ed': 'a co-ed game' } as const;

/** The ordinal of a place in line: 1st, 2nd, 3rd, 4th... */
export function ordinal(place: number): string {
  const tens = place % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][place % 10] ?? 'th');
  return `${place}${suffix}`;
}

/**
 * What a player (not the host) can do about a game: exactly the actions the server's abilities allow,
 * with the viewer's standing (request pending or rejected, invited, place in line) said in words.
 * Renders nothing when there is nothing to say.
 */
export function JoinActions({ game }: { game: GameDetail }) {
  const { abilities, viewer } = game;
  const [requesting, setRequesting] = useState(false);
  // The way in a player pressed while the game still needs their gender: taken once it is saved.
  const [askingGenderFor, setAskingGenderFor] = useState<WayIn | null>(null);
  const join = useJoinGame(game.id);
  const leave = useLeaveGame(game.id);
  const joinWaitlist = useJoinWaitlist(game.id);
  const leaveWaitlist = useLeaveWaitlist(game.id);

  const takeWayIn = (way: WayIn) => {
    if (way === 'join') join.mutate();
    else if (way === 'request') setRequesting(true);
    else if (way === 'waitlist') joinWaitlist.mutate();
  };
  const press = (way: WayIn) =>
    abilities.genderRule === 'gender-needed' ? setAskingGenderFor(way) : takeWayIn(way);
  const isOutsider = game.relation !== 'host' && game.relation !== 'participant';

  const lines: React.ReactNode[] = [];
  // Called off, or past the join deadline: said in place of the ways in (the server's reason).
  if (!game.completed && isOutsider && abilities.joinClosedReason) {
    lines.push(
      <p key="join-closed" className="text-sm font-medium">
        {abilities.joinClosedReason}
      </p>,
    );
  }
  // Below the host's fair-play requirement: the server's words in place of Join or Request, and where
  // the record is explained.
  if (!game.completed && isOutsider && viewer.fairPlayRefusal) {
    lines.push(
      <p key="fair-play" className="grid gap-1 text-sm">
        <span className="font-medium">{viewer.fairPlayRefusal}</span>
        <Link to={fairPlayExplainedHref} className="w-fit text-primary underline-offset-4 hover:underline">
          How fair play works
        </Link>
      </p>,
    );
  }
  if (!game.completed && isOutsider && abilities.genderRule === 'not-allowed') {
    lines.push(
      <p key="gender-rule" className="text-sm font-medium">
        {game.gender === 'men' ? gameMessages.forMen : gameMessages.forWomen}
      </p>,
    );
  }
  if (game.completed) {
    lines.push(
      <p key="completed" className="text-sm text-muted-foreground">
        This game has been played.
      </p>,
    );
  }
  if (viewer.joinRequestStatus === 'pending') {
    lines.push(
      <p key="pending" className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant="secondary">{gameMessages.requestPending}</Badge>
        The host will answer your request soon.
      </p>,
    );
  }
  if (viewer.joinRequestStatus === 'rejected') {
    lines.push(
      <p key="rejected" className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant="outline">{gameMessages.requestRejected}</Badge>
        The host did not accept your request for this game.
      </p>,
    );
  }
  if (abilities.canJoin && viewer.joinRequestStatus === 'approved') {
    lines.push(
      <p key="approved" className="text-sm font-medium">
        Your request was approved: join to take your spot.
      </p>,
    );
  } else if (abilities.canJoin && viewer.invited) {
    lines.push(
      <p key="invited" className="text-sm font-medium">
        You're invited to this game.
      </p>,
    );
  }
  if (abilities.canJoinWaitlist) {
    lines.push(
      <p key="waitlist" className="text-sm text-muted-foreground">
        This game is full. Join the waitlist and you'll get the next free spot automatically.
      </p>,
    );
  }
  if (abilities.canLeaveWaitlist && viewer.waitlistPosition !== null) {
    lines.push(
      <p key="in-line" className="text-sm font-medium">
        You're {ordinal(viewer.waitlistPosition)} in line for a spot.
      </p>,
    );
  }
  if (abilities.canLeaveWaitlist && abilities.genderRule === 'gender-needed') {
    lines.push(
      <p key="in-line-gender" className="text-sm text-muted-foreground">
        Add your gender to your profile to take a spot when one opens.
      </p>,
    );
  }
  if (abilities.canLeave) {
    lines.push(
      <p key="playing" className="text-sm font-medium">
        You're playing in this game.
      </p>,
    );
  }

  const buttons: React.ReactNode[] = [];
  // The server closes these ways in too; a refused player is never offered them.
  const refused = viewer.fairPlayRefusal !== null;
  if (abilities.canJoin && !refused) {
    buttons.push(
      <Button key="join" size="lg" disabled={join.isPending} onClick={() => press('join')}>
        {join.isPending ? 'Joining...' : 'Join Game'}
      </Button>,
    );
  }
  if (abilities.canRequest && !refused) {
    buttons.push(
      <Button key="request" size="lg" onClick={() => press('request')}>
        Request to Join Game
      </Button>,
    );
  }
  if (abilities.canJoinWaitlist && !refused) {
    buttons.push(
      <Button
        key="waitlist"
        size="lg"
        variant="secondary"
        disabled={joinWaitlist.isPending}
        onClick={() => press('waitlist')}
      >
        Join waitlist
      </Button>,
    );
  }
  if (abilities.canLeaveWaitlist && abilities.genderRule === 'gender-needed') {
    buttons.push(
      <Button key="add-gender" variant="secondary" onClick={() => setAskingGenderFor('line')}>
        Add your gender
      </Button>,
    );
  }
  if (abilities.canLeaveWaitlist) {
    buttons.push(
      <Button
        key="leave-waitlist"
        variant="outline"
        disabled={leaveWaitlist.isPending}
        onClick={() => leaveWaitlist.mutate()}
      >
        Leave waitlist
      </Button>,
    );
  }
  if (abilities.canLeave) {
    buttons.push(
      <ConfirmAction
        key="leave"
        trigger={<Button variant="outline">Leave game</Button>}
        title="Leave this game?"
        description={
          game.rules.leaveBy
            ? `Your spot goes to the next player in line, and the host is told. Leaving after ${formatDecisionTime(game.rules.leaveBy, game.timeZone)} counts as a late cancellation.`
            : 'Your spot goes to the next player in line, and the host is told.'
        }
        confirmLabel="Leave game"
        cancelLabel="Stay in"
        pending={leave.isPending}
        onConfirm={() => leave.mutate()}
      />,
    );
  }
  if (abilities.canReview) {
    buttons.push(
      <Button key="review" asChild variant="outline">
        <Link to={paths.gameReview.getHref(game.id)}>Review Players</Link>
      </Button>,
    );
  }

  if (lines.length === 0 && buttons.length === 0) return null;
  return (
    <section
      aria-label="Your place in this game"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      {lines}
      {buttons.length > 0 ? <div className="flex flex-wrap gap-2">{buttons}</div> : null}
      {abilities.genderRule !== 'allowed' ? (
        <AddGenderDialog
          open={askingGenderFor !== null}
          onOpenChange={(open) => {
            if (!open) setAskingGenderFor(null);
          }}
          gameKind={gameKinds[game.gender]}
          onSaved={(saved) => {
            // A gender the game does not take ends here: the refreshed page says whom the game is for.
            if (askingGenderFor && genderEligibility(game.gender, saved.gender) === 'allowed')
              takeWayIn(askingGenderFor);
          }}
        />
      ) : null}
      {abilities.canRequest ? (
        <RequestToJoinDialog
          gameId={game.id}
          gameTitle={game.title}
          open={requesting}
          onOpenChange={setRequesting}
        />
      ) : null}
    </section>
  );
}
