/**
 * Every friends query lives under ['friends'], so one invalidation (a friendship.changed event, or a
 * request sent, accepted or removed) refreshes the list, the requests, searches and suggestions at once.
 */
export const friendsKeys = {
  all: ['friends'] as const,
  list: () => [...friendsKeys.all, 'list'] as const,
  requests: () => [...friendsKeys.all, 'requests'] as const,
  search: (term: string) => [...friendsKeys.all, 'search', term] as const,
  suggestions: () => [...friendsKeys.all, 'suggestions'] as const,
  activity: () => [...friendsKeys.all, 'activity'] as const,
};
