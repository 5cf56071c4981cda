import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';

/** The league page's Stats tab. */
export function StatsTab({ league }: { league: LeagueDetail }) {
  return (
    <section aria-label="Stats" className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">Stats of {league.name}</p>
    </section>
  );
}
