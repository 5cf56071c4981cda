import type { Jobs } from '../../plugins/jobs.ts';
import { GAME_CHAT_DELIVERY_JOB, type GameChatDelivery } from './game-chat-delivery.ts';

/** The game chat's queued work: the delayed push and email check after a message. */
export function registerGameChatJobs(
  jobs: Pick<Jobs, 'work'>,
  delivery: Pick<GameChatDelivery, 'deliverUnread'>,
) {
  jobs.work<{ gameId: string }>(
    GAME_CHAT_DELIVERY_JOB,
    async (data) => {
      await delivery.deliverUnread(data);
    },
    // A burst of messages waits as one check: the check delivers all of them at once.
    { oneWaitingPerKey: true },
  );
}
