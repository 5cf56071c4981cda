import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';

/** The league page's Standings tab. */
export function StandingsTab({ league }: { league: LeagueDetail }) {
  return (
    <section aria-label="Standings" className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">Standings of {league.name}</p>
    </section>
  );
}
