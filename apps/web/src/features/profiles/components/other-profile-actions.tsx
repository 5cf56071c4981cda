import type { ProfileScreen } from '@rally/shared/profiles/profiles.schemas';
import { SafetyMenu } from '../../../components/safety/safety-menu.tsx';
import { UnblockButton } from '../../../components/safety/unblock-button.tsx';
import { type FriendRequestAction, FriendshipAction } from './friendship-action.tsx';

type OtherProfileActionsProps = {
  screen: ProfileScreen & { isOwn: false };
  sendFriendRequest: FriendRequestAction;
};

/**
 * Another player's profile: the friendship step and a "More" menu to report or block them; once
 * blocked, Unblock in the friendship step's place (a blocked pair cannot be friends).
 */
export function OtherProfileActions({ screen, sendFriendRequest }: OtherProfileActionsProps) {
  const player = { id: screen.profile.userId, name: screen.profile.name };
  const { blockedByMe } = screen.viewer;
  return (
    <>
      {blockedByMe ? (
        <UnblockButton player={player} />
      ) : (
        <FriendshipAction userId={player.id} status={screen.friendship} sendRequest={sendFriendRequest} />
      )}
      <SafetyMenu
        label={`More actions for ${player.name}`}
        showText
        report={{ type: 'profile', id: player.id, label: player.name, owner: player }}
        block={{ ...player, blockedByMe }}
      />
    </>
  );
}
