import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';

/** The league page's News tab. */
export function NewsTab({ league }: { league: LeagueDetail }) {
  return (
    <section aria-label="News" className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">News of {league.name}</p>
    </section>
  );
}
