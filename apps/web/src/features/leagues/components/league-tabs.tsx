import { LEAGUE_TABS, type LeagueDetail, type LeagueTab } from '@rally/shared/leagues/leagues.schemas';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { leagueTabLabels } from '../lib/league-tabs.ts';
import { LeagueAboutCard } from './league-about-card.tsx';
import { LeagueMembersList } from './league-members-list.tsx';
import { LeagueSectionCard } from './league-section-card.tsx';
import { MediaTab } from './media-tab.tsx';
import { NewsTab } from './news-tab.tsx';
import { ScheduleTab } from './schedule-tab.tsx';
import { StandingsTab } from './standings-tab.tsx';
import { StatsTab } from './stats-tab.tsx';

/** The ?tab= value as a tab; anything unknown is Teams. */
export function parseLeagueTab(value: string | null): LeagueTab {
  return LEAGUE_TABS.find((tab) => tab === value) ?? 'teams';
}

/**
 * Teams, Schedule, News, Stats, Media, About and Standings. The chosen tab lives in the address
 * (?tab=news), so a reload or a shared link opens it; on a phone the row scrolls sideways.
 */
export function LeagueTabs({ league }: { league: LeagueDetail }) {
  const [params, setParams] = useSearchParams();
  const tab = parseLeagueTab(params.get('tab'));
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (parseLeagueTab(value) === 'teams') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs value={tab} onValueChange={select}>
      <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <TabsList className="h-11 w-max">
          {LEAGUE_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="h-9 px-4">
              {leagueTabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <p className="mt-1 text-xs text-muted-foreground sm:hidden" aria-hidden>
        Swipe the tabs for more →
      </p>
      <TabsContent value="teams" className="grid gap-4">
        <LeagueSectionCard
          league={league}
          tab="teams"
          placeholder="No team information yet. The creator can describe how players are grouped."
        />
        <LeagueMembersList league={league} />
      </TabsContent>
      <TabsContent value="schedule">
        <ScheduleTab league={league} />
      </TabsContent>
      <TabsContent value="news">
        <NewsTab league={league} />
      </TabsContent>
      <TabsContent value="stats">
        <StatsTab league={league} />
      </TabsContent>
      <TabsContent value="media">
        <MediaTab league={league} />
      </TabsContent>
      <TabsContent value="about">
        <LeagueAboutCard league={league} />
      </TabsContent>
      <TabsContent value="standings">
        <StandingsTab league={league} />
      </TabsContent>
    </Tabs>
  );
}
