import { ArrowLeftIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useProfileScreen } from '../api/get-profile-screen.ts';
import { EditProfileForm } from '../components/edit/edit-profile-form.tsx';
import { ProfileLoadError, ProfileLoading } from '../components/profile-load-state.tsx';
import { type RefreshSession, useSaveProfile } from '../hooks/use-save-profile.ts';

type EditProfilePageProps = {
  /** From the session: an incomplete profile means this is the player's onboarding. */
  profileComplete: boolean;
  refreshSession: RefreshSession;
};

/** /profile/edit: photo, about, gender, sports and levels. Also where new players finish onboarding. */
export function EditProfilePage({ profileComplete, refreshSession }: EditProfilePageProps) {
  const { data: screen, error, refetch, isPending } = useProfileScreen();
  const saver = useSaveProfile({ wasComplete: profileComplete, refreshSession });
  const navigate = useNavigate();
  const leave = () => navigate(paths.profile.getHref());

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 md:px-8 md:py-10">
      <title>Edit Profile · Rally</title>
      {/* During onboarding there is no profile to go back to yet. */}
      {profileComplete ? (
        <Link
          to={paths.profile.getHref()}
          className="mb-3 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/60"
        >
          <ArrowLeftIcon className="size-4" aria-hidden /> Back to Profile
        </Link>
      ) : null}
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">Edit Profile</h1>
      {profileComplete ? null : (
        <Alert className="mb-6">
          <p className="font-semibold">Finish your profile to start playing</p>
          <p className="mt-1 text-muted-foreground">
            Add your display name, your location and at least one sport. Your location shows you games and
            venues near you. Other players see your name, photo, sports and skill levels, never your location
            or bio.
          </p>
        </Alert>
      )}
      {isPending ? (
        <ProfileLoading />
      ) : error ? (
        <ProfileLoadError error={error} onRetry={() => void refetch()} />
      ) : screen.isOwn ? (
        <EditProfileForm
          profile={screen.profile}
          saver={saver}
          onCancel={profileComplete ? leave : undefined}
        />
      ) : null}
    </section>
  );
}
