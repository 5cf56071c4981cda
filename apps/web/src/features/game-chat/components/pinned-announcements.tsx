import type { GameChatMessage } from '@rally/shared/game-chat/game-chat.schemas';
import { MegaphoneIcon } from 'lucide-react';
import { UNKNOWN_PLAYER } from '../../../components/player-avatar.tsx';
import { RemovedByModerator } from '../../../components/removed-by-moderator.tsx';
import { formatFullMoment } from '../../../lib/date-format.ts';
import { relativeTime } from '../../../lib/relative-time.ts';
import { AnnouncementMark } from './chat-message-item.tsx';

/** The host's announcements pinned over the chat, newest first, as the server lists them. */
export function PinnedAnnouncements({ pinned }: { pinned: GameChatMessage[] }) {
  if (pinned.length === 0) return null;
  const now = new Date();
  return (
    <ul aria-label="Pinned announcements" className="grid gap-2 border-b px-4 py-3 sm:px-6">
      {pinned.map((announcement) => (
        <li
          key={announcement.id}
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50"
        >
          <MegaphoneIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="grid min-w-0 gap-0.5">
            <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
              <AnnouncementMark />
              <span className="font-semibold">{announcement.sender.name ?? UNKNOWN_PLAYER}</span>
              <time dateTime={announcement.sentAt} title={formatFullMoment(announcement.sentAt)}>
                {relativeTime(announcement.sentAt, now)}
              </time>
            </p>
            {announcement.removed ? (
              <RemovedByModerator className="w-fit border-amber-400/60 text-current" />
            ) : (
              <p className="text-sm break-words whitespace-pre-wrap">{announcement.message}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
