import { LogOutIcon, PencilIcon, SettingsIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

export type SignOutControl = { signOut: () => void; pending: boolean };

/** Edit, settings and sign-out: shown only on the viewer's own profile. */
export function OwnProfileActions({ signOut, pending }: SignOutControl) {
  return (
    <>
      <Button asChild>
        <Link to={paths.profileEdit.getHref()}>
          <PencilIcon aria-hidden /> Edit Profile
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.profileSettings.getHref()}>
          <SettingsIcon aria-hidden /> Settings
        </Link>
      </Button>
      <Button variant="outline" disabled={pending} onClick={signOut}>
        <LogOutIcon aria-hidden /> {pending ? 'Signing out...' : 'Sign Out'}
      </Button>
    </>
  );
}
