import type { ReactNode } from 'react';
import { useProfileScreen } from '../api/get-profile-screen.ts';
import { AttendanceRecordCard } from '../components/attendance-record-card.tsx';
import { FairPlayRecordCard } from '../components/fair-play-record-card.tsx';
import type { FriendRequestAction } from '../components/friendship-action.tsx';
import { LeaguesCard } from '../components/leagues-card.tsx';
import { OtherProfileActions } from '../components/other-profile-actions.tsx';
import { OwnProfileActions, type SignOutControl } from '../components/own-profile-actions.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { ProfileLoadError, ProfileLoading } from '../components/profile-load-state.tsx';
import { ProfileTabs } from '../components/profile-tabs.tsx';
import { SportActivityCard } from '../components/sport-activity-card.tsx';
import { useLiveProfile } from '../hooks/use-live-profile.ts';

type ProfilePageProps = {
  viewerId: string;
  /** Another player's id; absent for the viewer's own profile. */
  userId?: string | undefined;
  /** The app's sign-out (the same as the menu's), for the own profile. */
  signOut: SignOutControl;
  /** The friends feature's friend request, for another player's profile. */
  sendFriendRequest: FriendRequestAction;
  /** The reviews feature's Write Reviews tab, for the own profile. */
  writeReviews?: ReactNode;
};

/** /profile and /profile/:id: one screen, with the owner's controls only on the own profile. */
export function ProfilePage({
  viewerId,
  userId,
  signOut,
  sendFriendRequest,
  writeReviews,
}: ProfilePageProps) {
  const shownUserId = userId === viewerId ? undefined : userId;
  const { data: screen, error, refetch, isPending } = useProfileScreen(shownUserId);
  useLiveProfile(viewerId, shownUserId);
  const title = screen && !screen.isOwn ? screen.profile.name : 'Profile';

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 md:px-8 md:py-10">
      <title>{`${title} · Rally`}</title>
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">Profile</h1>
      {isPending ? (
        <ProfileLoading />
      ) : error ? (
        <ProfileLoadError error={error} onRetry={() => void refetch()} />
      ) : (
        // grid-cols-1 is minmax(0, 1fr): on phones the wide tab strip scrolls inside its card instead of widening the page.
        <div className="grid grid-cols-1 gap-6">
          <ProfileHeader
            screen={screen}
            actions={
              screen.isOwn ? (
                <OwnProfileActions {...signOut} />
              ) : (
                <OtherProfileActions screen={screen} sendFriendRequest={sendFriendRequest} />
              )
            }
          />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
            <div className="grid min-w-0 grid-cols-1 gap-6">
              <SportActivityCard activities={screen.sportActivity} isOwn={screen.isOwn} />
              <AttendanceRecordCard record={screen.attendance} />
              <FairPlayRecordCard fairPlay={screen.fairPlay} />
              <LeaguesCard leagues={screen.leagues} isOwn={screen.isOwn} />
            </div>
            <ProfileTabs screen={screen} writeReviews={writeReviews} />
          </div>
        </div>
      )}
    </section>
  );
}
