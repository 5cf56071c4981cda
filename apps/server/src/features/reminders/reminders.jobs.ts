import type { Jobs } from '../../plugins/jobs.ts';
import type { RemindersService } from './reminders.service.ts';

/** Every minute: reminders whose 24 h or 1 h mark has come. */
const REMINDERS_CRON = '* * * * *';

/** The reminders' scheduled work. */
export function registerRemindersJobs(
  jobs: Pick<Jobs, 'schedule'>,
  reminders: Pick<RemindersService, 'sendDue'>,
) {
  jobs.schedule('games-send-reminders', REMINDERS_CRON, () => reminders.sendDue());
}
