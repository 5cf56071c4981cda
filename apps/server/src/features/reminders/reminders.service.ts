import type { Clock } from '../../lib/clock.ts';
import { describeGameTime } from '../games/games.views.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { DueReminder, RemindersRepository } from './reminders.repository.ts';

/**
 * How late a reminder may still go out after its mark: the job runs every minute, so this only
 * matters when no process ran for a while (a deploy); later than this, the reminder would mislead.
 */
export const REMINDER_CATCH_UP_MS = 15 * 60 * 1000;

/** Which of these players want game reminders (the game reminders preference). */
export type ReminderAudience = (userIds: string[]) => Promise<Set<string>>;

/** Everyone: the preference's default (spec document 1 §9: every kind on). */
export const everyoneWantsReminders: ReminderAudience = async (userIds) => new Set(userIds);

type Deps = {
  remindersRepo: RemindersRepository;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  wantsReminders: ReminderAudience;
  clock: Clock;
};

const LEAD_WORDS: Record<DueReminder['mark'], string> = { '24h': '24 hours', '1h': '1 hour' };

/** The reminder's words: the game by name, how soon, its local time and place. */
export function reminderText(reminder: Pick<DueReminder, 'mark' | 'title' | 'date' | 'time' | 'location'>) {
  const when = describeGameTime(reminder.date, reminder.time);
  return {
    title: 'Game reminder',
    message: `"${reminder.title}" starts in ${LEAD_WORDS[reminder.mark]}, on ${when} at ${reminder.location}.`,
  };
}

/**
 * Reminders 24 hours and 1 hour before each game's start, to every participant (the host too) who
 * has game reminders on: an in-app notification, which the notifications service also hands to push
 * and email per their preferences. A player with game reminders off gets none, in-app included.
 */
export function createRemindersService({ remindersRepo, notifications, wantsReminders, clock }: Deps) {
  return {
    /**
     * Sends every reminder now due, each once across processes: claiming it and storing its
     * notifications happen in one transaction, so a failure leaves it to the next run. Resolves to
     * how many notifications went out.
     */
    async sendDue(): Promise<number> {
      const window = { now: clock.now(), catchUpMs: REMINDER_CATCH_UP_MS };
      // Preferences are read before the transaction: on the embedded database a read beside an open
      // transaction would wait for it. Whoever joins in between gets the default (on).
      const players = await remindersRepo.playersDue(window);
      if (players.length === 0) return 0;
      const wanting = await wantsReminders(players);
      const optedOut = new Set(players.filter((userId) => !wanting.has(userId)));
      return remindersRepo.transaction(async (tx) => {
        const due = await remindersRepo.claimDue(window, tx);
        const inputs = due.flatMap((reminder) =>
          reminder.participantIds
            .filter((userId) => !optedOut.has(userId))
            .map((userId) => ({
              userId,
              type: 'game_reminder' as const,
              ...reminderText(reminder),
              relatedId: reminder.gameId,
            })),
        );
        if (inputs.length > 0) await notifications.notifyMany(inputs, tx);
        return inputs.length;
      });
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
