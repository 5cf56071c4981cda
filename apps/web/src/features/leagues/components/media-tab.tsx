import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';

/** The league page's Media tab. */
export function MediaTab({ league }: { league: LeagueDetail }) {
  return (
    <section aria-label="Media" className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">Media of {league.name}</p>
    </section>
  );
}
