/** Moderation queries live under ['moderation']: an action refreshes the queue and the log together. */
export const moderationKeys = {
  all: ['moderation'] as const,
  reports: () => [...moderationKeys.all, 'reports'] as const,
  actions: () => [...moderationKeys.all, 'actions'] as const,
};
