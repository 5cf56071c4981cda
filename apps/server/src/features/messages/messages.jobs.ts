import type { Jobs } from '../../plugins/jobs.ts';
import { MESSAGE_DELIVERY_JOB, type MessageDelivery } from './message-delivery.ts';

/** The messages feature's queued work: the delayed push and email check after a message is sent. */
export function registerMessagesJobs(
  jobs: Pick<Jobs, 'work'>,
  delivery: Pick<MessageDelivery, 'deliverUnread'>,
) {
  jobs.work<{ receiverId: string; senderId: string }>(
    MESSAGE_DELIVERY_JOB,
    (data) => delivery.deliverUnread(data),
    // A burst of messages waits as one check: the check delivers all of them at once.
    { oneWaitingPerKey: true },
  );
}
