import { SPORT_NAMES, type SportName } from '@rally/shared/sports';

export const LEAGUES_LIST_TABS = ['mine', 'discover'] as const;
export type LeaguesListTab = (typeof LEAGUES_LIST_TABS)[number];

export type LeaguesListState = {
  tab: LeaguesListTab;
  q: string;
  sport: SportName | 'all';
};

/**
 * What /leagues shows, read from its address (?tab=discover&q=&sport=) so a reload or a shared link
 * opens the same list; anything unknown falls back to My Leagues, no search and all sports.
 */
export function parseLeaguesListState(params: URLSearchParams): LeaguesListState {
  const sport = params.get('sport');
  return {
    tab: params.get('tab') === 'discover' ? 'discover' : 'mine',
    q: params.get('q')?.trim() ?? '',
    sport: SPORT_NAMES.find((name) => name === sport) ?? 'all',
  };
}

/** The address for a state, leaving out whatever is at its default. */
export function leaguesListParams(state: LeaguesListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'mine') params.set('tab', state.tab);
  if (state.q) params.set('q', state.q);
  if (state.sport !== 'all') params.set('sport', state.sport);
  return params;
}
