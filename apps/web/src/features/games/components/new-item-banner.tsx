import type { NewItemMarker } from '@rally/shared/games/games.schemas';
import { PartyPopperIcon, UserPlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { LeagueInviteDialog } from '../../../components/league-invite-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { clearNewItemMarker, readNewItemMarker } from '../lib/new-item-marker.ts';
import { InviteFriendsDialog } from './invite-friends-dialog.tsx';

/**
 * The banner on /find after creating a game (spec document 2 §2): it offers to invite friends, and
 * goes for good once dismissed or once invitations are sent. Closing the dialog without sending keeps it.
 */
export function NewItemBanner() {
  const [marker, setMarker] = useState<NewItemMarker | null>(readNewItemMarker);
  const [inviting, setInviting] = useState(false);
  if (!marker) return null;

  const dismiss = () => {
    clearNewItemMarker();
    setMarker(null);
  };

  return (
    <section
      aria-label={`New ${marker.type} created`}
      className="relative rounded-xl border border-primary/40 bg-accent px-4 py-4 text-accent-foreground shadow-sm sm:px-5"
    >
      <div className="flex items-start gap-3 pr-10">
        <PartyPopperIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="min-w-0">
          <p className="font-semibold">
            Your {marker.type} "{marker.title}" has been created!
          </p>
          <p className="text-sm">Want to invite your friends to join?</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={dismiss}>
          Maybe Later
        </Button>
        <Button size="sm" onClick={() => setInviting(true)}>
          <UserPlusIcon aria-hidden />
          Invite Friends
        </Button>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Close"
        onClick={dismiss}
        className="absolute top-2 right-2 size-9 text-accent-foreground"
      >
        <XIcon aria-hidden />
      </Button>
      {marker.type === 'game' ? (
        <InviteFriendsDialog
          gameId={marker.id}
          gameTitle={marker.title}
          open={inviting}
          onOpenChange={setInviting}
          onInvited={dismiss}
        />
      ) : (
        <LeagueInviteDialog
          leagueId={marker.id}
          leagueName={marker.title}
          open={inviting}
          onOpenChange={setInviting}
          onInvited={dismiss}
        />
      )}
    </section>
  );
}
