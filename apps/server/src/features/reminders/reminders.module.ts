import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../plugins/register-platform.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { registerRemindersJobs } from './reminders.jobs.ts';
import { createRemindersRepository } from './reminders.repository.ts';
import { createRemindersService } from './reminders.service.ts';

/** Game reminders 24 hours and 1 hour before, to players who keep them on. */
export function createRemindersModule(
  { db, clock, jobs }: Platform,
  ports: {
    notifications: Pick<NotificationsService, 'notifyMany'>;
    /** Whether a player keeps game reminders on (notification preferences). */
    preferencesOf(userId: string): Promise<{ preferences: { gameReminders: boolean } } | null | undefined>;
  },
) {
  const reminders = createRemindersService({
    remindersRepo: createRemindersRepository(db),
    notifications: ports.notifications,
    // A player with game reminders off gets none at all, in-app included.
    wantsReminders: async (userIds) => {
      const preferences = await Promise.all(userIds.map((id) => ports.preferencesOf(id)));
      return new Set(userIds.filter((_, index) => preferences[index]?.preferences.gameReminders));
    },
    clock,
  });
  return {
    reminders,
    async register(_app: FastifyInstance) {
      registerRemindersJobs(jobs, reminders);
    },
  };
}
