/**
 * Every games query lives under ['games'], so a game.changed event or a join, leave or cancel can
 * refresh a game's page, its host's lists and the find lists with one invalidation.
 */
export const gameKeys = {
  all: ['games'] as const,
  detail: (gameId: string) => [...gameKeys.all, 'detail', gameId] as const,
  requests: (gameId: string) => [...gameKeys.detail(gameId), 'requests'] as const,
  invitableFriends: (gameId: string) => [...gameKeys.detail(gameId), 'invitable-friends'] as const,
  waitlist: (gameId: string) => [...gameKeys.detail(gameId), 'waitlist'] as const,
  mine: (scope: 'upcoming' | 'past') => [...gameKeys.all, 'mine', scope] as const,
};
