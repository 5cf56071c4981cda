import type { LeagueTab, SectionTab } from '@rally/shared/leagues/leagues.schemas';

/** The label each tab shows in the tab list, in the spec's order with Standings last. */
export const leagueTabLabels: Readonly<Record<LeagueTab, string>> = {
  teams: 'Teams',
  schedule: 'Schedule',
  news: 'News',
  stats: 'Stats',
  media: 'Media',
  about: 'About',
  standings: 'Standings',
};

/** The heading a section tab shows until its creator saves a title of their own. */
export const sectionDefaultTitles: Readonly<Record<SectionTab, string>> = {
  teams: 'Teams',
  schedule: 'Schedule',
  news: 'League News',
  stats: 'Statistics',
  media: 'Media',
};
