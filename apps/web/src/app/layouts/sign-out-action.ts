import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSignOut } from '../../features/auth/api/sign-out.ts';

/** Signs out, then shows the sign-in screen; the menu and the drawer both use it. */
export function useSignOutAction() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return {
    pending: signOut.isPending,
    signOut: () =>
      signOut.mutate(undefined, {
        onSuccess: () => navigate(paths.auth.getHref(), { replace: true }),
      }),
  };
}
