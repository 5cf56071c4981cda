import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import { LockIcon } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** What a private league's tab shows to someone who is not a member. */
export function MembersOnlyNote() {
  return <EmptyState icon={LockIcon} title={leagueMessages.membersOnly} bordered />;
}
