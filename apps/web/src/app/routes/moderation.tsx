import { ModerationPage } from '../../features/moderation/pages/moderation-page.tsx';

export function Component() {
  return <ModerationPage />;
}
