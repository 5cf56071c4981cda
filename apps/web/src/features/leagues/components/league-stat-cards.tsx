import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { maxMembersText } from '../lib/league-numbers.ts';

/** Members, Max Members (∞ without a limit) and Active Games: the league's upcoming inter-league games. */
export function LeagueStatCards({ league }: { league: LeagueDetail }) {
  const stats = [
    { label: 'Members', value: String(league.memberCount) },
    { label: 'Max Members', value: maxMembersText(league.maxMembers) },
    { label: 'Active Games', value: String(league.activeGames) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border bg-card px-3 py-4 text-center shadow-sm">
          <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-extrabold">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
