import { LockIcon } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** What a visitor of a private league sees instead of its tabs. */
export function PrivateLeagueNote() {
  return (
    <div className="rounded-xl border bg-card shadow-sm">
      <EmptyState
        icon={LockIcon}
        title="This league is private"
        detail="Its teams, schedule, news and media are for members. Ask to join, and the creator decides."
      />
    </div>
  );
}
