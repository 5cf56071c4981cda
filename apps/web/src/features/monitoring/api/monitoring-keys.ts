/** Monitoring queries live under ['monitoring']; usage is keyed by the time zone whose "today" it counts. */
export const monitoringKeys = {
  all: ['monitoring'] as const,
  usage: (timeZone: string) => [...monitoringKeys.all, 'usage', timeZone] as const,
  live: () => [...monitoringKeys.all, 'live'] as const,
  activity: () => [...monitoringKeys.all, 'activity'] as const,
};
