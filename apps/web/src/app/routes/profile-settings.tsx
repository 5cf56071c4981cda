import { SettingsPage } from '../../features/profiles/pages/settings-page.tsx';
import { useSignOutAction } from '../layouts/sign-out-action.ts';

export function Component() {
  const signOut = useSignOutAction();
  return <SettingsPage signOut={signOut} />;
}
