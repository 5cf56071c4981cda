import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs.tsx';
import { FixturesTab } from './fixtures-tab.tsx';
import { SeasonBracket } from './season-bracket.tsx';
import { SeasonStats } from './season-stats.tsx';
import { SeasonTable } from './season-table.tsx';
import { TeamsTab } from './teams-tab.tsx';

const SEASON_TABS = ['teams', 'fixtures', 'table', 'bracket', 'stats'] as const;
type SeasonTab = (typeof SEASON_TABS)[number];

const tabLabels: Record<SeasonTab, string> = {
  teams: 'Teams',
  fixtures: 'Fixtures',
  table: 'Table',
  bracket: 'Bracket',
  stats: 'Stats',
};

/** The tabs this season has: the Bracket only with playoffs. */
function seasonTabs(season: SeasonDetail): SeasonTab[] {
  return SEASON_TABS.filter((tab) => tab !== 'bracket' || season.playoffTeams > 0);
}

/** The ?tab= value as one of the season's tabs; anything else is Teams. */
function parseSeasonTab(value: string | null, tabs: readonly SeasonTab[]): SeasonTab {
  return tabs.find((tab) => tab === value) ?? 'teams';
}

/**
 * Teams, Fixtures, Table, Bracket (with playoffs) and Stats. The chosen tab lives in the address, so
 * a reload or a shared link opens it; on a phone the row scrolls sideways.
 */
export function SeasonTabs({ season }: { season: SeasonDetail }) {
  const [params, setParams] = useSearchParams();
  const tabs = seasonTabs(season);
  const tab = parseSeasonTab(params.get('tab'), tabs);
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (parseSeasonTab(value, tabs) === 'teams') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  const leagueId = season.league.id;

  return (
    <Tabs value={tab} onValueChange={select}>
      <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <TabsList className="h-11 w-max">
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value} className="h-9 px-4">
              {tabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <TabsContent value="teams">
        <TeamsTab season={season} />
      </TabsContent>
      <TabsContent value="fixtures">
        <FixturesTab season={season} />
      </TabsContent>
      <TabsContent value="table">
        <SeasonTable seasonId={season.id} leagueId={leagueId} caption={`${season.name} table`} />
      </TabsContent>
      {season.playoffTeams > 0 ? (
        <TabsContent value="bracket">
          <SeasonBracket seasonId={season.id} leagueId={leagueId} />
        </TabsContent>
      ) : null}
      <TabsContent value="stats">
        <SeasonStats seasonId={season.id} leagueId={leagueId} />
      </TabsContent>
    </Tabs>
  );
}
