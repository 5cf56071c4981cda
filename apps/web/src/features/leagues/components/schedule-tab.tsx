import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';

/** The league page's Schedule tab. */
export function ScheduleTab({ league }: { league: LeagueDetail }) {
  return (
    <section aria-label="Schedule" className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">Schedule of {league.name}</p>
    </section>
  );
}
