import type { LeagueListQuery } from '@rally/shared/leagues/leagues.schemas';

/**
 * Every leagues query lives under ['leagues'], and everything one league's page shows lives under
 * that league's detail key, so a `league.changed` event or any league action refreshes the page,
 * its tabs and the lists with one invalidation.
 */
export const leagueKeys = {
  all: ['leagues'] as const,
  lists: () => [...leagueKeys.all, 'list'] as const,
  list: (query: LeagueListQuery) => [...leagueKeys.lists(), query] as const,
  detail: (leagueId: string) => [...leagueKeys.all, 'detail', leagueId] as const,
  members: (leagueId: string) => [...leagueKeys.detail(leagueId), 'members'] as const,
  joinRequests: (leagueId: string) => [...leagueKeys.detail(leagueId), 'join-requests'] as const,
  news: (leagueId: string) => [...leagueKeys.detail(leagueId), 'news'] as const,
  media: (leagueId: string) => [...leagueKeys.detail(leagueId), 'media'] as const,
  opponents: (leagueId: string) => [...leagueKeys.detail(leagueId), 'opponents'] as const,
  gameRequests: (leagueId: string) => [...leagueKeys.detail(leagueId), 'game-requests'] as const,
  schedule: (leagueId: string) => [...leagueKeys.detail(leagueId), 'schedule'] as const,
  stats: (leagueId: string) => [...leagueKeys.detail(leagueId), 'stats'] as const,
  standings: (leagueId: string) => [...leagueKeys.detail(leagueId), 'standings'] as const,
};
